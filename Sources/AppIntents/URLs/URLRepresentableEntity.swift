/// An entity with a URL for each instance — a universal link that opens it.
///
/// ```swift
/// struct TrailEntity: URLRepresentableEntity {
///   static var urlRepresentation: URLRepresentation {
///     "https://example.com/trails/\(.id)/details"
///   }
///   ...
/// }
/// ```
public protocol URLRepresentableEntity: AppEntity, CustomURLRepresentationParameterConvertible {
  /// The URL template of the type.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
  /// The template type of this entity.
  public typealias URLRepresentation = EntityURLRepresentation<Self>

  /// This entity's URL, from the type's template.
  public var urlRepresentation: URL? {
    get async { await Self.urlRepresentation.url(for: self) }
  }

  /// The entity's identifier, so an entity can be a parameter of another entity's URL.
  public var urlRepresentationParameter: String? { id.entityIdentifierString }
}
