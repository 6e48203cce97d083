/// An enum whose cases each carry one value of a different intent value type, so that one
/// parameter or query result can be any of several types.
///
/// ```swift
/// enum SearchResult: UnionValue {
///   case landmark(LandmarkEntity)
///   case collection(CollectionEntity)
/// }
/// ```
///
/// The value a case carries is found by reflection, so a conforming enum needs no code of its
/// own. (`@UnionValue`, the macro spelling of this conformance, arrives with the macros target.)
public protocol UnionValue: _IntentValueRepresentable, Sendable {}

extension UnionValue {
  /// No resolvers: a union value is produced, not parsed.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }

  /// Types are listed by the `@UnionValue` macro; without it, the types are those of the cases
  /// seen so far are unknown, so the list is empty.
  public static var allIntentValueTypes: [any _IntentValue.Type] { [] }

  /// The value the current case carries.
  public var asIntentValue: any _IntentValue {
    let mirror = Mirror(reflecting: self)
    guard let payload = mirror.children.first?.value else {
      preconditionFailure("\(Self.self) is a UnionValue, so each case must carry one value")
    }
    if let value = payload as? any _IntentValue { return value }
    // A case with a labelled payload reflects as a one-element tuple.
    if let value = Mirror(reflecting: payload).children.first?.value as? any _IntentValue {
      return value
    }
    preconditionFailure(
      "\(Self.self).\(mirror.children.first?.label ?? "?") carries "
        + "\(type(of: payload)), which is not an intent value")
  }

  /// The name of the current case, such as `"landmark"`. This is an OpenIntents addition.
  public var caseName: String {
    Mirror(reflecting: self).children.first?.label ?? String(describing: self)
  }
}
