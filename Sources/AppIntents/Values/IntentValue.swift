/// A type that App Intents can pass as a parameter, store in an entity property, or return from
/// a query.
///
/// `ValueType` is the value the system works with (`String` for `String`, `String?` and
/// `[String]`); `UnwrappedType` strips one level of optionality. Foundation and standard library
/// types, app entities and app enums conform; apps rarely need to conform their own types.
public protocol _IntentValue {
  /// The underlying value type; an optional or a collection reports its element's.
  associatedtype ValueType: _IntentValue = Self
  /// The type with one level of optionality removed.
  associatedtype UnwrappedType: _IntentValue = Self
  /// How raw input is resolved into this type.
  associatedtype Specification: ResolverSpecification
  /// The resolvers used when a parameter or comparator declares none.
  static var defaultResolverSpecification: Specification { get }
}

/// An intent value that is a collection of other intent values, such as an array.
public protocol _SequenceIntentValue: _IntentValue {
  /// The collection whose elements are compared by a `ContainsComparator`.
  associatedtype UnderlyingSequence: Collection
  /// The elements of this value.
  var sequence: UnderlyingSequence { get }
}

extension _SequenceIntentValue where Self: Collection {
  /// The collection itself.
  public var sequence: Self { self }
}

/// A value that stands for one of several intent value types, such as an enum produced by the
/// `@UnionValue` macro.
public protocol _IntentValueRepresentable: _IntentValue {
  /// Every intent value type this value can hold.
  static var allIntentValueTypes: [any _IntentValue.Type] { get }
  /// The intent value this value currently holds.
  var asIntentValue: any _IntentValue { get }
}

/// A value type that App Intents recognizes as a system-defined value (iOS 26).
public protocol _SystemIntentValue: DisplayRepresentable, PersistentlyIdentifiable, _IntentValue,
  Sendable
{}

// MARK: - Optional

extension Optional: _IntentValue where Wrapped: _IntentValue {
  /// The wrapped type's value type.
  public typealias ValueType = Wrapped.ValueType
  /// The wrapped type's unwrapped type.
  public typealias UnwrappedType = Wrapped.UnwrappedType
  /// The wrapped type's resolvers.
  public typealias Specification = Wrapped.UnwrappedType.Specification
  /// The wrapped type's resolvers.
  public static var defaultResolverSpecification: Wrapped.UnwrappedType.Specification {
    Wrapped.UnwrappedType.defaultResolverSpecification
  }
}

// MARK: - Collections

extension Array: _IntentValue, _SequenceIntentValue where Element: _IntentValue {
  /// The element type.
  public typealias ValueType = Element
  /// The array itself.
  public typealias UnwrappedType = [Element]
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<[Element]>
  /// The array itself.
  public typealias UnderlyingSequence = [Element]
  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<[Element]> { .init() }
}

extension Set: _IntentValue, _SequenceIntentValue where Element: _IntentValue {
  /// The element type.
  public typealias ValueType = Element
  /// The set itself.
  public typealias UnwrappedType = Set<Element>
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<Set<Element>>
  /// The set itself.
  public typealias UnderlyingSequence = Set<Element>
  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Set<Element>> {
    .init()
  }
}
