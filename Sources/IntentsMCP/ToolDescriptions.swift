import AppIntents
import IntentsRuntime
import IntentsWire

/// The descriptions of the tools, written for an agent: what the type or intent is, what to
/// give, what comes back, and how to go on from there.
struct ToolDescriptions {
  let host: IntentsHost
  /// The URI template of each entity type's resources.
  let resourceTemplate: (String) -> String

  // MARK: - Entity tools

  func get(_ type: EntityTypeDescription) -> String {
    lines(
      schemaLine(type.schema)
        + "Get \(plural(type)) (entity type \(type.identifier)) by identifier.\(aliases(type))",
      "Give \"ids\": a list of identifiers (or \"id\": one). \(identifierForm(type))",
      "Returns each entity's id, title, subtitle\(type.urlTemplate == nil ? "" : ", url") and "
        + "property values; identifiers no entity has are listed in \"missing\". "
        + "\"allProperties\": true also computes properties that are expensive to read.",
      "Properties: \(propertyList(type)).",
      "Each entity is also the resource \(resourceTemplate(type.identifier)).")
  }

  func search(_ type: EntityTypeDescription) -> String {
    let how =
      type.capabilities.textSearch == .string
      ? "with the app's own search" : "by matching the words against titles and text properties"
    return lines(
      schemaLine(type.schema)
        + "Search \(plural(type)) (entity type \(type.identifier)) by text, \(how).\(aliases(type))",
      "Give \"query\": the words to look for, as a person would say them. Returns the matching "
        + "entities, best first: a page of at most \"limit\" (default \(Paging.defaultLimit)); "
        + "\"total\" counts every match, and \"nextOffset\" is the \"offset\" of the next page.",
      "Use an entity's \"id\" with get_ and with intent parameters ({\"id\": \"…\"}).")
  }

  func find(_ type: EntityTypeDescription) -> String {
    let filterable = type.properties.filter { !$0.comparators.isEmpty }
    let sortable = type.properties.filter(\.sortable).map(\.name)
    var text = [
      schemaLine(type.schema)
        + "Find \(plural(type)) (entity type \(type.identifier)) by property values."
        + (type.findDescription.map { " " + $0 } ?? ""),
      "Each filter is {\"property\": P, \"comparison\": C, \"value\": V} (isBetween takes "
        + "\"values\": [lower, upper]); \"mode\" \"and\" (the default) needs every filter to hold, "
        + "\"or\" any. Entity values are identifiers; enum values are raw values.",
      "Filterable properties and their comparisons:",
    ]
    text += filterable.map { property in
      "- \(property.name) (\(kind(property.value.kind))): "
        + property.comparators.map(\.rawValue).joined(separator: ", ")
    }
    if !sortable.isEmpty {
      text.append(
        "Sort by: \(sortable.joined(separator: ", ")), each with \"order\" \"ascending\" "
          + "(default) or \"descending\".")
    }
    text.append(
      "\"limit\" defaults to \(Paging.defaultLimit) (at most \(Paging.maximumLimit)); when more "
        + "matched, the answer has \"truncated\": true and \"nextOffset\", the \"offset\" of the "
        + "next page.")
    if let example = findExample(filterable, sortable) { text.append("Example: \(example)") }
    return text.joined(separator: "\n")
  }

  func suggest(_ type: EntityTypeDescription) -> String {
    lines(
      schemaLine(type.schema)
        + "List the \(plural(type)) (entity type \(type.identifier)) the app suggests when a person "
        + "picks one, with its sections and prompt.",
      "Returns a page of at most \"limit\" entities (default \(Paging.defaultLimit)); "
        + "\"nextOffset\" is the \"offset\" of the next page. "
        + "\(identifierForm(type))")
  }

  // MARK: - Intents

  func intent(_ intent: IntentTypeDescription, answersMember: String, tool: String) -> String {
    var text = [
      schemaLine(intent.schema) + intent.title + (intent.description.map { ": " + $0 } ?? ".")
    ]
    if let summary = intent.summary { text.append("Summary: \(summary)") }
    if let deprecation = intent.deprecation { text.append("Deprecated: \(deprecation.message)") }
    if let targets = intent.executionTargets, targets.count < IntentExecutionTargets.names.count {
      let here = host.executionTarget.names.joined()
      text.append(
        (targets.isEmpty ? "Runs in no process" : "Runs only in: \(targets.joined(separator: ", "))")
          + (targets.contains(here)
            ? "."
            : "; this server is the \(here) process, so a call here fails with "
              + "executionTargetNotOffered."))
    }
    if intent.parameters.isEmpty {
      text.append("It takes no parameters.")
    } else {
      text.append("Parameters (optional ones may be left out or null):")
      text += intent.parameters.map(parameterLine)
    }
    text.append(
      "Entity parameters take {\"id\": \"…\"} or text to search. When the run needs a choice, a "
        + "value or a confirmation, the result is {\"status\": \"needsInput\", \"question\": …} "
        + "with the options' ids; call \(tool) again with the same arguments and the answer — "
        + "the parameter given by id, or \"\(answersMember)\": {question id: answer}.")
    return text.joined(separator: "\n")
  }

  private func parameterLine(_ parameter: IntentTypeDescription.Parameter) -> String {
    var line = "- \(parameter.name)"
    line += parameter.isRequired && parameter.defaultValue == nil ? " (required)" : ""
    line += ": \(parameter.title), \(kind(parameter.value.kind))"
    if let detail = parameter.description { line += ". \(detail)" }
    if let allowed = parameter.allowedValues {
      line += "; one of " + allowed.map(\.excerpt).joined(separator: ", ")
    }
    if let value = parameter.defaultValue { line += "; default \(value.excerpt)" }
    if let hints = parameter.hintText { line += "; \(hints)" }
    return line
  }

  // MARK: - Helpers

  private func lines(_ parts: String...) -> String { parts.joined(separator: "\n") }

  /// The assistant schema a type adopts and what it means, as the first line of its tools'
  /// descriptions — `Schema photos.openAsset: Opens a photo or video in the app.` — so that an
  /// agent knows what the type is for; empty when it adopts none.
  private func schemaLine(_ schema: SchemaDescription?) -> String {
    guard let schema else { return "" }
    return "Schema \(schema.id)" + (schema.meaning.isEmpty ? "." : ": \(schema.meaning)") + "\n"
  }

  private func plural(_ type: EntityTypeDescription) -> String {
    "\(type.name) entities"
  }

  private func aliases(_ type: EntityTypeDescription) -> String {
    type.synonyms.isEmpty ? "" : " Also called: \(type.synonyms.joined(separator: ", "))."
  }

  private func identifierForm(_ type: EntityTypeDescription) -> String {
    let form = identifierFormOnly(type)
    guard type.syncable == true else { return form }
    return form
      + " They are stable across devices and rebuilds of the app's store: safe to keep and use "
      + "later."
  }

  private func identifierFormOnly(_ type: EntityTypeDescription) -> String {
    switch type.identifierForm {
    case "integer": "Identifiers are whole numbers written as strings, such as \"12\"."
    case "uuid": "Identifiers are UUIDs, such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"."
    case "number": "Identifiers are numbers written as strings."
    case "string": "Identifiers are strings."
    default: "Identifiers are strings (\(type.identifierForm))."
    }
  }

  private func propertyList(_ type: EntityTypeDescription) -> String {
    guard !type.properties.isEmpty else { return "none" }
    return type.properties.map {
      "\($0.name) (\(kind($0.value.kind))\($0.value.isOptional ? ", optional" : "")"
        + "\($0.deferred ? ", computed only when named in \"properties\"" : ""))"
    }
    .joined(separator: ", ")
  }

  /// A kind in words, with an enum's raw values.
  private func kind(_ kind: ValueKind) -> String {
    switch kind {
    case .enumeration(let type):
      let cases = (try? host.describe(enumType: type).cases.map(\.rawValue)) ?? []
      return cases.isEmpty ? "enum \(type)" : "\(type): \(cases.joined(separator: " | "))"
    case .entity(let type): return "\(type) identifier"
    case .date: return "date, ISO 8601"
    case .array(let element): return "list of \(self.kind(element))"
    default: return kind.description
    }
  }

  /// A Find request an agent can copy, from the first filterable property.
  private func findExample(_ filterable: [PropertyDescription], _ sortable: [String]) -> String? {
    guard let property = filterable.first, let comparison = property.comparators.first else {
      return sortable.first.map { "{\"sort\": [{\"property\": \"\($0)\"}], \"limit\": 10}" }
    }
    let value = sample(property.value.kind)
    var filter: JSONValue = [
      "property": .string(property.name), "comparison": .string(comparison.rawValue),
    ]
    if case .object(var members) = filter {
      if comparison == .isBetween {
        members["values"] = [value, value]
      } else {
        members["value"] = value
      }
      filter = .object(members)
    }
    var request: [String: JSONValue] = ["filters": [filter], "limit": 10]
    if let key = sortable.first {
      request["sort"] = [["property": .string(key), "order": "descending"]]
    }
    return JSONValue.object(request).description
  }

  private func sample(_ kind: ValueKind) -> JSONValue {
    switch kind {
    case .integer: 1
    case .number: 1.5
    case .boolean: true
    case .date: "2024-05-01"
    case .url: "https://example.com"
    case .enumeration(let type):
      .string((try? host.describe(enumType: type).cases.first?.rawValue) ?? "value")
    case .entity: "id"
    case .array(let element): sample(element)
    case .union(let members):
      members.first.map { ["case": .string($0.name), "value": sample($0.kind)] } ?? "text"
    case .string, .unsupported: "text"
    case .file, .person, .personName, .placemark, .placeDescriptor, .currencyAmount,
      .paymentMethod, .measurement, .duration, .dateComponents, .searchCriteria:
      kind.structuredExample ?? "text"
    }
  }

  /// The description of `visual_search`.
  static let visualSearch =
    "Search the app's values by what a picture shows, as visual intelligence does: hand over "
    + "the image you see (MCP image content, or the base64 of a PNG or JPEG) and/or labels for "
    + "it. Values come back ranked, each with `open` — the tool and arguments that open it in "
    + "the app — and `moreResults`, the run that shows the app's own search for the content."

  /// The description of `visual_search` on a host that reads no images.
  static let visualSearchByLabels =
    "Search the app's values by what a picture shows, as visual intelligence does, from labels "
    + "for it: words for what you see, most confident first (this app reads no images itself). "
    + "Values come back ranked, each with `open` — the tool and arguments that open it in the "
    + "app — and `moreResults`, the run that shows the app's own search for the content."

  /// The description of `doctor`.
  static let doctor =
    "For the app's developers: call each entity type's query as Siri, Shortcuts and Spotlight "
    + "would, and report what breaks it — empty suggestions, identifiers that do not resolve "
    + "back, entities(for:) losing or reordering identifiers, a text search that misses an "
    + "entity's own title, a property query whose answers break its conditions, sort or "
    + "limit, slow calls. Each finding has its rule, severity, type, message and fix. Not "
    + "needed to use the app's entities."
}
