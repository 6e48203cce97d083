public import AppIntents
import Synchronization

/// What the host does with one entity type, whatever the type.
protocol EntityTypeRuntime: Sendable {
  var identifier: String { get }
  var entityType: any AppEntity.Type { get }
  func describe() async -> EntityTypeDescription
  func resolve(_ identifiers: [String]) async throws -> [ResolvedEntity]
  /// The identifiers of the entities `entities(for:)` returns for these distinct
  /// identifiers, as it returns them (the doctor's look at the query itself: ``resolve(_:)``
  /// puts them in order).
  func returnedIdentifiers(for identifiers: [String]) async throws -> [String]
  func suggest() async throws -> EntityResults
  /// A declared Find's answers beside the runtime's reference computed on them (the doctor's
  /// check); `nil` when the query is not an `EntityPropertyQuery`.
  func findWithReference(
    _ request: FindRequest, converter: ValueConverter
  ) async throws -> FindReference?
  /// The deferred properties the type's `EntityPropertyQuery` compares or sorts by.
  func deferredPropertiesInFind() async -> [String]
  func labels(_ identifiers: [String]) async throws -> [String: DisplayRepresentation]
  func search(_ text: String) async throws -> EntityResults
  /// Every entity, from an enumerable query; throws `notFindable` for another query.
  func allEntityValues() async throws -> [EntityValue]
  func find(_ request: FindRequest, converter: ValueConverter) async throws -> [EntityValue]
  func properties(
    of entity: EntityValue, selection: PropertySelection
  ) async throws -> [PropertyValue]
  func writeJSON(
    of values: [EntityValue], from start: Int, first: Bool, selection: PropertySelection?,
    into bytes: inout [UInt8]
  ) async throws -> Int
  func appendJSON(
    of values: [EntityValue], from start: Int, selection: PropertySelection?,
    into items: inout [JSONValue]
  ) async throws -> Int
  func identifier(fromURL url: URL) -> String?
  func url(of entity: EntityValue) async -> URL?
  func using(query: any EntityQuery) -> any EntityTypeRuntime
  /// Whether the host can list every entity, to index them again (see `EntityRuntime+Spotlight`).
  var canListAll: Bool { get }
  func spotlightItems() async throws -> [CSSearchableItem]?
  var reindexesThroughQuery: Bool { get }
  func reindexAll(in index: CSSearchableIndex) async throws
  func reindex(_ identifiers: [String], in index: CSSearchableIndex) async throws
}

/// The runtime of one entity type: its query, its properties and everything derived from them.
///
/// Built once, when the host is declared; see ``IntentsHost``.
public final class EntityRuntime<Entity: AppEntity>: EntityTypeRuntime, Sendable {
  // Immutable after init except `bindings`, which a Mutex guards.
  let query: any EntityQuery
  let columns: [PropertyColumn<Entity>]
  let propertyQuery: PropertyQueryAdapter<Entity>?
  let bindings = Mutex<PropertyBindings?>(nil)
  /// The query's `@Dependency`s, loaded before each call into it.
  let dependencies: Invocation.Dependencies
  /// How entities of the type are written as JSON (see `EntityRuntime+JSON.swift`).
  let jsonPlan: EntityJSONPlan<Entity>
  /// The system values the type is represented as (its `ValueRepresentation`s).
  let valueConversions: [IntentValueConversion]

  /// Filters, sorts and limits a list of entities: `Sequence.matching(_:mode:sortedBy:limit:)`,
  /// specialised for the entity type where the host is declared.
  @usableFromInline
  typealias Matcher =
    @Sendable (
      [Entity], [QueryComparator<Entity>], EntityQueryComparatorMode, [EntityQuerySort<Entity>],
      Int?
    ) -> [Entity]
  let matcher: Matcher
  /// The identifiers of entities and the entities as values, made by code specialised for the
  /// entity type where the host is declared: generic code copies each entity through its
  /// type's witnesses to read its `id` or to box it.
  @usableFromInline
  typealias Unpacker = @Sendable ([Entity]) -> (ids: [Entity.ID], values: [EntityValue])
  let unpack: Unpacker
  /// The entities as values, boxed by code specialised where the host is declared: the
  /// answers of Finds, searches and suggestions.
  @usableFromInline
  typealias Boxer = @Sendable ([Entity]) -> [EntityValue]
  let box: Boxer

  /// The runtime of an entity type with columns built from its stored `@Property` fields.
  @inlinable
  public convenience init(_ type: Entity.Type) {
    let fields = FieldReflection.propertyFields(of: type) ?? []
    self.init(
      type, columns: fields.compactMap { PropertyColumn.make(name: $0.name, field: $0.keyPath) })
  }

  /// The runtime of an entity type with the given property columns.
  @inlinable
  public convenience init(_ type: Entity.Type, columns: [PropertyColumn<Entity>]) {
    self.init(
      columns: columns, query: Entity.defaultQuery,
      matcher: { $0.matching($1, mode: $2, sortedBy: $3, limit: $4) },
      unpack: { ($0.map(\.id), $0.map(EntityValue.init)) }, box: { $0.map(EntityValue.init) })
  }

  @usableFromInline
  init(
    columns: [PropertyColumn<Entity>], query: any EntityQuery, matcher: @escaping Matcher,
    unpack: @escaping Unpacker, box: @escaping Boxer
  ) {
    self.query = query
    dependencies = Invocation.Dependencies(of: query)
    self.columns = columns
    self.matcher = matcher
    self.unpack = unpack
    self.box = box
    identifier = Entity.persistentIdentifier
    jsonPlan = EntityJSONPlan(columns: columns)
    valueConversions = EntityValueRepresentations.conversions(of: Entity.self)
    propertyQuery = PropertyQueryAdapter(query)
  }

  /// The same entity type found through another query, such as a parameter's `query:`.
  func using(query: any EntityQuery) -> any EntityTypeRuntime {
    EntityRuntime(columns: columns, query: query, matcher: matcher, unpack: unpack, box: box)
  }

  /// The type's persistent identifier, read once: the default one describes the type, which
  /// costs a lookup of its name on every call.
  let identifier: String
  var entityType: any AppEntity.Type { Entity.self }

  // MARK: - Resolve, suggest, search

  func resolve(_ identifiers: [String]) async throws -> [ResolvedEntity] {
    let (parsed, unique, slots) = try IdentifierResolution.parse(
      identifiers, as: Entity.ID.self, entityType: identifier)
    let found = try await entities(for: unique)
    // Each entity is boxed once; identifiers that repeat share its value.
    let (ids, values) = unpack(found)
    var resolved: [ResolvedEntity] = []
    resolved.reserveCapacity(identifiers.count)
    if ids == unique {
      // The usual answer: one entity for each distinct identifier, in their order.
      for slot in slots { resolved.append(.found(values[slot])) }
      return resolved
    }
    var positions = IdentifierResolution.positions(of: parsed, among: ids)
    if Entity.ID.self is any SyncableIdentifierParts.Type {
      // A syncable identifier given by its local part alone (`local:12`) names the entity the
      // query found with that local part, whatever its stable one.
      for index in positions.indices where positions[index] == nil {
        guard let wanted = (parsed[index] as? any SyncableIdentifierParts)?.localOnlyString
        else { continue }
        positions[index] = ids.firstIndex {
          ($0 as? any SyncableIdentifierParts)?.localString == wanted
        }
      }
    }
    for (text, position) in zip(identifiers, positions) {
      resolved.append(position.map { ResolvedEntity.found(values[$0]) } ?? .missing(text))
    }
    return resolved
  }

  func returnedIdentifiers(for identifiers: [String]) async throws -> [String] {
    let (_, unique, _) = try IdentifierResolution.parse(
      identifiers, as: Entity.ID.self, entityType: identifier)
    return try await entities(for: unique).map { $0.id.entityIdentifierString }
  }

  /// The query's `entities(for:)` for distinct identifiers, its dependencies loaded and the
  /// call recorded, as it answers.
  private func entities(for unique: [Entity.ID]) async throws -> [Entity] {
    try await dependencies.load(for: identifier)
    return try await Invocation.query(
      identifier, "entities(for:)", Invocation.describe(unique.map(\.entityIdentifierString)),
      count: { $0.count }
    ) { try await Self.entities(query, unique) }
  }

  func suggest() async throws -> EntityResults {
    try await dependencies.load(for: identifier)
    return try await Invocation.query(
      identifier, "suggestedEntities()", "", count: { $0.count }
    ) { try await Self.suggestions(query) }.results(boxing: box)
  }

  private static func entities<Query: EntityQuery>(
    _ query: Query, _ identifiers: [Entity.ID]
  )
    async throws -> [Entity]
  {
    // The usual case: the query is the entity's own. Its call, cast as a whole to a function of
    // the entity's types (which succeeds exactly when the types are the same), then takes the
    // identifiers and gives the entities as they are; a cast of either array would look at
    // each of its elements.
    let call: ([Query.Entity.ID]) async throws -> [Query.Entity] = {
      try await query.entities(for: $0)
    }
    if let own = call as? ([Entity.ID]) async throws -> [Entity] {
      return try await own(identifiers)
    }
    let typed = identifiers.compactMap { $0 as? Query.Entity.ID }
    return try await query.entities(for: typed).compactMap { $0 as? Entity }
  }

  /// How the entities with these identifiers appear, by identifier, through the query's
  /// `displayRepresentations(for:)` (iOS 27): labels for identifiers listed without their
  /// entities. Identifiers that are not the type's, or that the query does not know, get none.
  func labels(_ identifiers: [String]) async throws -> [String: DisplayRepresentation] {
    let ids = identifiers.compactMap { Entity.ID.entityIdentifier(for: $0) }
    guard !ids.isEmpty else { return [:] }
    try await dependencies.load(for: identifier)
    let found = try await Invocation.query(
      identifier, "displayRepresentations(for:)",
      Invocation.describe(ids.map(\.entityIdentifierString)), count: { $0.count }
    ) { try await Self.labels(query, ids) }
    var labels: [String: DisplayRepresentation] = [:]
    for (id, label) in found { labels[id.entityIdentifierString] = label }
    return labels
  }

  private static func labels<Query: EntityQuery>(
    _ query: Query, _ identifiers: [Entity.ID]
  ) async throws -> [Entity.ID: DisplayRepresentation] {
    let typed = identifiers.compactMap { $0 as? Query.Entity.ID }
    var labels: [Entity.ID: DisplayRepresentation] = [:]
    for (id, label) in try await query.displayRepresentations(for: typed) {
      if let id = id as? Entity.ID { labels[id] = label }
    }
    return labels
  }

  private static func suggestions<Query: EntityQuery>(
    _ query: Query
  ) async throws -> QueryResults.Found<Entity> {
    QueryResults.found(try await query.suggestedEntities(), as: Entity.self)
  }

  func search(_ text: String) async throws -> EntityResults {
    try await dependencies.load(for: identifier)
    if let stringQuery = query as? any EntityStringQuery {
      return try await Invocation.query(
        identifier, "entities(matching:)", "\"\(text)\"", count: { $0.count }
      ) { try await Self.search(stringQuery, text) }.results(boxing: box)
    }
    if query is any EnumerableEntityQuery {
      let all = try await allEntities()
      let needle = FoldedString(text)
      return EntityResults(box(all.filter { TextSearch.matches(needle, $0, columns: columns) }))
    }
    throw IntentsError(
      IntentsError.notSearchable,
      "\(identifier) cannot be searched by text: its query only resolves identifiers, so a name a "
        + "person types or says cannot be resolved (Siri would ask again and again). Give an "
        + "identifier, pick from the suggestions, or make the query an EntityStringQuery.")
  }

  private static func search<Query: EntityStringQuery>(
    _ query: Query, _ text: String
  ) async throws -> QueryResults.Found<Entity> {
    QueryResults.found(try await query.entities(matching: text), as: Entity.self)
  }

  /// Every entity, from an enumerable query.
  func allEntities() async throws -> [Entity] {
    guard let enumerable = query as? any EnumerableEntityQuery else {
      throw IntentsError(
        IntentsError.notFindable, "\(identifier)'s query cannot list every entity.")
    }
    return try await Invocation.query(identifier, "allEntities()", "", count: { $0.count }) {
      try await Self.all(enumerable)
    }
  }

  func allEntityValues() async throws -> [EntityValue] {
    try await allEntities().map(EntityValue.init)
  }

  private static func all<Query: EnumerableEntityQuery>(_ query: Query) async throws -> [Entity] {
    QueryResults.entities(try await query.allEntities(), as: Entity.self)
  }

  // MARK: - URLs

  func identifier(fromURL url: URL) -> String? {
    (Entity.self as? any URLRepresentableEntity.Type)?.identifierString(in: url)
  }

  func url(of entity: EntityValue) async -> URL? {
    guard let representable = entity.entity as? any URLRepresentableEntity else { return nil }
    return await representable.urlRepresentation
  }

  // MARK: - Property names

  /// The names of the query's declared key paths, bound once from an instance — `given`, or
  /// one the query returns — or, without one, by value type and declaration order.
  func propertyBindings(sample given: Entity? = nil) async -> PropertyBindings {
    if let bound = bindings.withLock({ $0 }), bound.isComplete { return bound }
    var sample = given
    // The query's dependencies load first: reading one that was registered asynchronously, or
    // not at all, before they are loaded stops the process.
    if sample == nil,
      (try? await dependencies.load(for: identifier)) != nil
    {
      if let propertyQuery, !propertyQuery.declarations.isEmpty || !propertyQuery.sortables.isEmpty
      {
        sample = try? await propertyQuery.run([], .and, [], 1).list.first
      }
      if sample == nil {
        sample = try? await Transcript.muted {
          try await suggest().entities.first?.entity as? Entity
        }
      }
    }
    let bound = PropertyBindings(columns: columns, propertyQuery: propertyQuery, sample: sample)
    bindings.withLock { $0 = bound }
    return bound
  }
}

extension URLRepresentableEntity {
  static func identifierString(in url: URL) -> String? {
    urlRepresentation.identifierString(in: url)
  }
}

/// How entity identifiers are written, for error messages, descriptions and schemas (see
/// `IdentifierForm+Schema.swift`, whose patterns accept exactly what `resolve` parses).
package enum IdentifierForm {
  /// The form of the identifiers of an entity type.
  package static func name(of entityType: any AppEntity.Type) -> String {
    func form<Entity: AppEntity>(_: Entity.Type) -> String { name(Entity.ID.self) }
    return form(entityType)
  }

  static func name(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "integer"
    case is UUID.Type: "uuid"
    case is String.Type: "string"
    case is Float.Type: "number"
    case let syncable as any SyncableIdentifierParts.Type: "syncable " + name(syncable.stableType)
    default: String(describing: type)
    }
  }

  static func phrase(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type:
      "whole numbers in canonical decimal, such as 42 or -7 (no + and no leading zeros)"
    case is UUID.Type: "UUIDs, such as 6F9619FF-8B86-D011-B42D-00C04FC964FF"
    case is String.Type: "text of at most \(EntityIdentifier.valueMaximumLength) characters"
    case is Float.Type: "decimal numbers, such as 0.5"
    case let syncable as any SyncableIdentifierParts.Type:
      "stable identifiers, \(phrase(syncable.stableType)) (after `stable:` when one begins "
        + "with `local:` or `stable:`), or `local:` followed by a local one"
    default: "identifiers of type \(type)"
    }
  }
}

/// Text search over entities a query can list: title, subtitle, synonyms and text properties,
/// ignoring case and diacritics.
enum TextSearch {
  static func matches<Entity: AppEntity>(
    _ needle: FoldedString, _ entity: Entity, columns: [PropertyColumn<Entity>]
  ) -> Bool {
    let display = entity.displayRepresentation
    if needle.isContained(in: String(localized: display.title)) { return true }
    if let subtitle = display.subtitle, needle.isContained(in: String(localized: subtitle)) {
      return true
    }
    if display.synonyms.contains(where: { needle.isContained(in: String(localized: $0)) }) {
      return true
    }
    for column in columns {
      // Computed properties are read from the entity; deferred ones never are.
      switch column.propertyObject(of: entity)?.currentValue(in: entity).flatMap(
        IntentValueReflection.unwrap)
      {
      case let text as String where needle.isContained(in: text): return true
      case let texts as [String] where texts.contains(where: needle.isContained(in:)): return true
      default: continue
      }
    }
    return false
  }
}
