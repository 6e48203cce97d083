/// A type whose values are dynamic: people, places, documents — anything an app stores and lets
/// Siri, Shortcuts, Spotlight and agents refer to by identifier.
///
/// An entity has a stable identifier, a display representation for each instance and for the
/// type, and a default query the system uses to look entities up:
///
/// ```swift
/// struct TrailEntity: AppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
///   static let defaultQuery = TrailQuery()
///
///   let id: Int
///   @Property(title: "Name") var name: String
///
///   var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
///
/// Conforming types must guarantee that `id` is persistent: the system saves identifiers and
/// resolves them later with the default query's `entities(for:)`.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where Self == Self.ValueType, Self.ID: EntityIdentifierConvertible, Self.ID: Sendable {
  /// The query that resolves identifiers into entities.
  associatedtype DefaultQuery: EntityQuery where Self.ValueType == Self.DefaultQuery.Entity
  /// The query the system uses to look entities of this type up.
  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// Inside an entity, `@Property` declares an ``EntityProperty``.
  public typealias Property = EntityProperty

  /// No resolvers: an entity is resolved through its query.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }
}

extension AppEntity where Self: CaseDisplayRepresentable {
  /// The display representation of this case.
  public var displayRepresentation: DisplayRepresentation {
    Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(stringLiteral: "\(self)")
  }
}

extension AppEntity where Self: RawRepresentable, Self.ID == Self.RawValue {
  /// A query over the raw values of a raw-representable entity.
  public static var defaultQuery: _RawRepresentableStringQuery<Self> { .init() }
  /// The raw value.
  public var id: ID { rawValue }
}

/// The query of an entity that is a raw-representable type: identifiers are raw values.
public struct _RawRepresentableStringQuery<Entity>: EntityStringQuery
where Entity: AppEntity, Entity: RawRepresentable, Entity.ID == Entity.RawValue {
  /// Creates the query.
  public init() {}

  /// The entities whose raw values are the given identifiers, in the same order.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    identifiers.compactMap(Entity.init(rawValue:))
  }

  /// No entities: a raw value cannot be found from text unless the type lists its cases.
  public func entities(matching string: String) async throws -> [Entity] { [] }
}

extension _RawRepresentableStringQuery where Entity: CaseIterable {
  /// Every case.
  public func suggestedEntities() async throws -> [Entity] { Array(Entity.allCases) }

  /// The cases whose title, synonyms or identifier contain the string, ignoring case and
  /// diacritics.
  public func entities(matching string: String) async throws -> [Entity] {
    let needle = FoldedString(string)
    return Entity.allCases.filter { entity in
      needle.isContained(in: String(localized: entity.displayRepresentation.title))
        || entity.displayRepresentation.synonyms.contains {
          needle.isContained(in: String(localized: $0))
        }
        || needle.isContained(in: entity.id.entityIdentifierString)
    }
  }
}
