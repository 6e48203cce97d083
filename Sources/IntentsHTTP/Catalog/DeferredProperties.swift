import AppIntents
import IntentsRuntime

/// The properties of an entity type that are computed on demand (`@Property` with an async
/// getter, `@DeferredProperty`), which a derived Find must not filter or sort by.
///
/// Workaround: the runtime describes these properties as filterable and sortable for types
/// whose Find is derived from `allEntities()`, and reading them synchronously in such a Find
/// stops the process. Until the runtime refuses them itself, the server finds them on an entity
/// of the type, leaves them out of the Find schema and refuses Finds that use them.
enum DeferredProperties {
  /// The names of the type's properties computed on demand when its Find is derived: those an
  /// entity leaves unloaded when read cheaply. Empty for other Finds; `nil` when the type has
  /// no entity to tell them by.
  static func names(of type: String, host: IntentsHost) async -> Set<String>? {
    guard let description = try? await host.describe(entityType: type),
      description.capabilities.find == "derived"
    else { return [] }
    // A Find without filters or sort keys reads no property.
    guard let entity = try? await host.find(type: type, FindRequest(limit: 1)).first,
      let values = try? await host.properties(of: entity, selection: .inexpensive)
    else { return nil }
    return Set(values.filter { !$0.isLoaded }.map(\.name))
  }

  /// Throws when a Find filters or sorts by a property computed on demand.
  static func check(
    _ request: FindRequest, type: String, catalog: HostCatalog, host: IntentsHost
  ) async throws {
    guard !request.filters.isEmpty || !request.sort.isEmpty,
      let entry = catalog.entities[type], entry.description.capabilities.find == "derived"
    else { return }
    var names = entry.deferred
    if names == nil { names = await self.names(of: type, host: host) }
    guard let names, !names.isEmpty else { return }
    if let filter = request.filters.first(where: { names.contains($0.property) }) {
      throw IntentsError(
        IntentsError.unsupportedComparator,
        "‘\(filter.property)’ of \(type) is computed on demand: a Find cannot compare it.")
    }
    if let key = request.sort.first(where: { names.contains($0.property) }) {
      throw IntentsError(
        IntentsError.notSortable,
        "‘\(key.property)’ of \(type) is computed on demand: a Find cannot sort by it.")
    }
  }

  /// A Find schema without the conditions and sort keys of these properties.
  static func removing(_ names: Set<String>, from schema: JSONValue) -> JSONValue {
    guard !names.isEmpty, case .object(var members) = schema,
      case .object(var properties)? = members["properties"]
    else { return schema }
    if case .object(var filters)? = properties["filters"],
      case .object(var items)? = filters["items"], let options = items["anyOf"]?.arrayValue
    {
      let kept = options.filter { !names.contains(property(of: $0) ?? "") }
      items = kept.isEmpty ? ["not": [:]] : ["anyOf": .array(kept)]
      filters["items"] = .object(items)
      properties["filters"] = .object(filters)
    }
    if case .object(var sort)? = properties["sort"], case .object(var key)? = sort["items"],
      case .object(var keyProperties)? = key["properties"],
      case .object(var property)? = keyProperties["property"],
      let allowed = property["enum"]?.arrayValue
    {
      let kept = allowed.filter { !names.contains($0.stringValue ?? "") }
      if kept.isEmpty {
        properties["sort"] = nil
      } else {
        property["enum"] = .array(kept)
        keyProperties["property"] = .object(property)
        key["properties"] = .object(keyProperties)
        sort["items"] = .object(key)
        properties["sort"] = .object(sort)
      }
    }
    members["properties"] = .object(properties)
    return .object(members)
  }

  /// The property a filter schema is about: its `property` constant, or that of its
  /// alternatives.
  private static func property(of filter: JSONValue) -> String? {
    if let name = filter.objectValue?["properties"]?.objectValue?["property"]?.objectValue?[
      "const"]?.stringValue
    {
      return name
    }
    return filter.objectValue?["anyOf"]?.arrayValue?.lazy.compactMap(property(of:)).first
  }
}
