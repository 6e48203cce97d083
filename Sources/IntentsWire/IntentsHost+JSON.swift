import Foundation
import AppIntents
public import IntentsRuntime

extension IntentsHost {
  /// An entity as JSON: its type, identifier, title, subtitle, URL (when URL-representable),
  /// who else can see it (`"ownership"`, when an `OwnershipProvidingEntity`), the system values
  /// it is represented as (`"as"`, by value type, when its type lists a `ValueRepresentation`)
  /// and, unless `properties` is `nil`, its property values by name.
  ///
  /// ```json
  /// {"type": "LandmarkEntity", "id": "12", "title": "Matterhorn", "subtitle": "Switzerland",
  ///  "properties": {"name": "Matterhorn", "heightMeters": 4478, …}}
  /// ```
  public func json(
    of entity: EntityValue, properties selection: PropertySelection? = .inexpensive
  )
    async throws -> JSONValue
  {
    var members: [String: JSONValue] = [
      "type": .string(entity.typeIdentifier), "id": .string(entity.identifier),
      "title": .string(entity.title),
    ]
    if let subtitle = entity.subtitle { members["subtitle"] = .string(subtitle) }
    if let url = try await url(of: entity) { members["url"] = .string(url.absoluteString) }
    if let owning = entity.entity as? any OwnershipProvidingEntity {
      members["ownership"] = .array(owning.ownership.names.map(JSONValue.string))
    }
    // The system values it is represented as (`ValueRepresentation`), by value type.
    members["as"] = await EntityValueRepresentations.json(of: entity.entity)
    if let selection {
      var values: [String: JSONValue] = [:]
      var errors: [String: JSONValue] = [:]
      for property in try await properties(of: entity, selection: selection) {
        if property.isLoaded { values[property.name] = property.value ?? .null }
        if let error = property.error { errors[property.name] = .string(error) }
      }
      members["properties"] = .object(values)
      // A deferred property whose getter threw: the error, by property name.
      if !errors.isEmpty { members["propertyErrors"] = .object(errors) }
    }
    return .object(members)
  }

  /// Entities as JSON, in order; see ``json(of:properties:)``.
  public func json(
    of entities: [EntityValue], properties selection: PropertySelection? = .inexpensive
  )
    async throws -> JSONValue
  {
    .array(
      try await jsonValues(of: entities, properties: selection) { entity in
        try await self.json(of: entity, properties: selection)
      })
  }

  /// Query results as JSON: `{"entities": […]}`, with `"sections"` (titles and the identifiers
  /// in each) when the query grouped them and `"promptLabel"` when it gave one.
  public func json(
    of results: EntityResults, properties selection: PropertySelection? = .inexpensive
  )
    async throws -> JSONValue
  {
    var members = Self.members(of: results)
    members["entities"] = try await json(of: results.entities, properties: selection)
    return .object(members)
  }

  /// The members of query results but their entities.
  static func members(of results: EntityResults) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if results.sections.count > 1 || results.sections.contains(where: { $0.title != nil }) {
      members["sections"] = .array(results.sections.map(Self.json(of:)))
    }
    if let label = results.promptLabel { members["promptLabel"] = .string(label) }
    return members
  }

  /// A page of results as JSON, the same for every surface:
  ///
  /// ```json
  /// {"entities": […], "total": 234, "truncated": true, "nextOffset": 100}
  /// ```
  ///
  /// `total` when it is known, `truncated` and `nextOffset` only when entities after the page
  /// matched too, and — for search and suggestions — `sections` (titles and the identifiers of
  /// the page in each) when the query grouped them and `promptLabel` when it gave one.
  public func json(
    of page: EntityPage, properties selection: PropertySelection? = .inexpensive
  )
    async throws -> JSONValue
  {
    var members = Self.members(of: page)
    members["entities"] = try await json(of: page.entities, properties: selection)
    return .object(members)
  }

  /// The members of a page but its entities.
  static func members(of page: EntityPage) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if let total = page.total { members["total"] = .number(Double(total)) }
    if page.truncated { members["truncated"] = true }
    if let next = page.nextOffset { members["nextOffset"] = .number(Double(next)) }
    if page.sections.count > 1 || page.sections.contains(where: { $0.title != nil }) {
      members["sections"] = .array(page.sections.map(Self.json(of:)))
    }
    if let label = page.promptLabel { members["promptLabel"] = .string(label) }
    return members
  }

  /// A section as JSON: its title (or `null`) and the identifiers of its entities.
  static func json(of section: EntityResults.Section) -> JSONValue {
    [
      "title": section.title.map(JSONValue.string) ?? .null,
      "ids": .array(section.entities.map { .string($0.identifier) }),
    ]
  }

  /// Resolved identifiers as JSON: `{"entities": […], "missing": ["999"]}` — found entities in
  /// the order asked, and the identifiers that no longer exist.
  public func json(
    of resolved: [ResolvedEntity], properties selection: PropertySelection? = .inexpensive
  )
    async throws -> JSONValue
  {
    let (found, missing) = Self.split(resolved)
    return [
      "entities": try await json(of: found, properties: selection), "missing": .array(missing),
    ]
  }

  /// The entities found, and the identifiers missing.
  static func split(_ resolved: [ResolvedEntity]) -> (found: [EntityValue], missing: [JSONValue]) {
    var found: [EntityValue] = []
    var missing: [JSONValue] = []
    for item in resolved {
      switch item {
      case .found(let entity): found.append(entity)
      case .missing(let identifier): missing.append(.string(identifier))
      }
    }
    return (found, missing)
  }
}
