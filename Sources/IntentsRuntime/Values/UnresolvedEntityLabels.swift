import AppIntents

/// Titles for the entities a run's result names only by identifier — an `EntityCollection`
/// whose entities the intent never read — asked of each type's query through
/// `displayRepresentations(for:)`, one call per type, so the result reads as a list of names
/// without fetching whole entities.
enum UnresolvedEntityLabels {
  /// `json` with a `"title"` (and `"subtitle"`) added to each `{"type", "id"}` reference that
  /// has none. A type whose query fails, or does not know an identifier, leaves those references
  /// as they are: the labels are a courtesy, the identifiers are the value.
  static func adding(to json: JSONValue, registry: Registry) async -> JSONValue {
    var wanted: [String: (order: [String], seen: Set<String>)] = [:]
    collect(json, into: &wanted)
    guard !wanted.isEmpty else { return json }
    var labels: [String: [String: DisplayRepresentation]] = [:]
    for (type, identifiers) in wanted {
      guard let runtime = try? registry.entity(type),
        let found = try? await runtime.labels(identifiers.order)
      else { continue }
      labels[type] = found
    }
    return labeled(json, labels)
  }

  /// Whether the value is a reference the encoder wrote without a title: exactly `type` and
  /// `id`, both text.
  private static func untitled(_ members: [String: JSONValue]) -> (type: String, id: String)? {
    guard members.count == 2, case .string(let type)? = members["type"],
      case .string(let id)? = members["id"]
    else { return nil }
    return (type, id)
  }

  private static func collect(
    _ json: JSONValue, into wanted: inout [String: (order: [String], seen: Set<String>)]
  ) {
    switch json {
    case .object(let members):
      if let (type, id) = untitled(members) {
        if wanted[type, default: ([], [])].seen.insert(id).inserted {
          wanted[type]?.order.append(id)
        }
      } else {
        for member in members.values { collect(member, into: &wanted) }
      }
    case .array(let items):
      for item in items { collect(item, into: &wanted) }
    default:
      break
    }
  }

  private static func labeled(
    _ json: JSONValue, _ labels: [String: [String: DisplayRepresentation]]
  ) -> JSONValue {
    switch json {
    case .object(var members):
      if let (type, id) = untitled(members) {
        guard let label = labels[type]?[id] else { return json }
        members["title"] = .string(String(localized: label.title))
        if let subtitle = label.subtitle { members["subtitle"] = .string(String(localized: subtitle)) }
        return .object(members)
      }
      return .object(members.mapValues { labeled($0, labels) })
    case .array(let items):
      return .array(items.map { labeled($0, labels) })
    default:
      return json
    }
  }
}
