/// A type with a fixed set of values known at build time, such as a navigation option or a
/// difficulty level.
///
/// ```swift
/// enum Difficulty: String, AppEnum {
///   case easy, hard
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
///   static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
///     .easy: "Easy", .hard: DisplayRepresentation(title: "Hard", image: .init(systemName: "flame"))
///   ]
/// }
/// ```
///
/// The raw value may be any `LosslessStringConvertible` type (`String`, `Int`…); it is how the
/// system stores and reads back a case.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where Self.RawValue: LosslessStringConvertible {}

extension AppEnum {
  /// No resolvers: a case is chosen from the type's cases.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }
}

extension AppEntity where Self: AppEnum {
  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }
}
