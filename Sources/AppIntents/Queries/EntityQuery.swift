/// How the system finds entities of one type: by identifier always, and through refinements by
/// text (``EntityStringQuery``), by property (``EntityPropertyQuery``) or by listing them all
/// (``EnumerableEntityQuery``).
///
/// ```swift
/// struct TrailQuery: EntityQuery {
///   @Dependency var trails: TrailStore
///
///   func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
///     trails.trails(with: identifiers).map(TrailEntity.init)
///   }
///
///   func suggestedEntities() async throws -> [TrailEntity] {
///     trails.favorites.map(TrailEntity.init)
///   }
/// }
/// ```
///
/// A conforming query must be creatable with `init()` and keep no state of its own beyond
/// dependencies: the system creates queries when it needs them. `entities(for:)` leaves out
/// identifiers that no longer exist rather than failing.
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
  /// The entity type this query finds.
  associatedtype Entity: AppEntity = Self.Result.Result.ValueType
  where Self.Entity == Self.Result.Result
  /// The collection the query's searches return: an array of entities or an
  /// ``IntentItemCollection``.
  associatedtype Result = [Self.Entity]

  /// The processes the query may run in (``IntentExecutionTargets``); by default, any.
  static var allowedExecutionTargets: IntentExecutionTargets { get }
  /// Creates the query.
  init()
  /// The entities with the given identifiers; identifiers that no longer exist are left out.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities to offer when a value is needed and nothing has been typed.
  func suggestedEntities() async throws -> Result
  /// How the entities with the given identifiers appear, without the rest of each entity: the
  /// labels the system shows when it lists identifiers (iOS 27). Identifiers that no longer
  /// exist are left out.
  ///
  /// By default the query fetches the entities (``entities(for:)``) and takes their
  /// `displayRepresentation`; implement it when a label is cheaper than a whole entity.
  func displayRepresentations(for identifiers: [Entity.ID]) async throws
    -> [Entity.ID: DisplayRepresentation]
}

// MARK: - Default Implementations

extension EntityQuery {
  /// No suggestions.
  public func suggestedEntities() async throws -> Result { Result.empty }

  /// The suggestions.
  public func results() async throws -> Result { try await suggestedEntities() }
}

extension EntityQuery {
  /// The representations of the entities ``entities(for:)`` finds, by identifier.
  public func displayRepresentations(for identifiers: [Entity.ID]) async throws
    -> [Entity.ID: DisplayRepresentation]
  {
    var labels: [Entity.ID: DisplayRepresentation] = [:]
    for entity in try await entities(for: identifiers) where labels[entity.id] == nil {
      labels[entity.id] = entity.displayRepresentation
    }
    return labels
  }
}

/// A query that also finds entities from text a person typed or said.
///
/// Adopt it whenever people may name an entity: without it, the system can only offer
/// suggestions, and a voice request for a value that is not among them cannot be answered.
public protocol EntityStringQuery: EntityQuery {
  /// The entities that match the text.
  func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity, for small sets. The system derives suggestions, text
/// search and a Find action with filters and sorting from ``allEntities()`` and the entity's
/// `@Property` values.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity.
  func allEntities() async throws -> Result
  /// How the derived Find action is described.
  static var findIntentDescription: IntentDescription? { get }
}

// MARK: - Default Implementations

extension EnumerableEntityQuery {
  /// No description: the Find action is described by the entity's type name.
  public static var findIntentDescription: IntentDescription? { nil }

  /// Every entity.
  public func suggestedEntities() async throws -> Result { try await allEntities() }
}

/// A query that provides values of any intent value type for an input, such as the content of
/// an image for visual search.
public protocol IntentValueQuery: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  /// What the query receives.
  associatedtype Input
  /// The collection of values it returns.
  associatedtype Result: ResultsCollection = [Self.ResultValue]
  /// The type of each value.
  associatedtype ResultValue = Self.Result.Result.ValueType
  where Self.ResultValue == Self.Result.Result

  /// The processes the query may run in (``IntentExecutionTargets``); by default, any.
  static var allowedExecutionTargets: IntentExecutionTargets { get }
  /// Creates the query.
  init()
  /// The values for the input.
  func values(for input: Input) async throws -> Result
}

extension IntentValueQuery {
  /// A dependency injected by the system: `@Dependency var store: Store`.
  public typealias Dependency = AppDependency
}
