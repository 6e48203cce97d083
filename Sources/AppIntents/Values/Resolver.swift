/// Converts raw input of one intent value type into another, such as a spoken number into an
/// `Int`. Comparators and parameters declared `withResolvers:` run their resolvers, in order,
/// when the input is not already of the expected type.
public protocol Resolver: Hashable, Sendable {
  /// The type of input this resolver accepts.
  associatedtype Input: _IntentValue
  /// The type it produces.
  associatedtype Output: _IntentValue
  /// Resolves an input into an output, or returns `nil` when it cannot.
  func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
  /// The context a resolver receives.
  public typealias Context = IntentParameterContext
}

/// An ordered set of resolvers for one output type.
public protocol ResolverSpecification: Hashable, Sendable, Sequence
where Element == any Resolver {
  /// The type the resolvers produce.
  associatedtype Output: _IntentValue
}

/// A resolver specification with no resolvers: input must already have the expected type.
public struct EmptyResolverSpecification<Value>: ResolverSpecification where Value: _IntentValue {
  /// The type the (absent) resolvers produce.
  public typealias Output = Value

  /// Creates the empty specification.
  public init() {}

  /// An iterator over no resolvers.
  public func makeIterator() -> IndexingIterator<[any Resolver]> { [].makeIterator() }
}

/// Builds a resolver specification from a list of resolvers.
@resultBuilder
public enum ResolverSpecificationBuilder<Property> where Property: _IntentValue {
  /// A resolver stands for itself.
  public static func buildExpression<ResolverType>(_ expression: ResolverType) -> ResolverType
  where Property == ResolverType.Output, ResolverType: Resolver {
    expression
  }

  /// No resolvers.
  public static func buildBlock() -> EmptyResolverSpecification<Property> { .init() }

  /// The first resolver of a list.
  public static func buildPartialBlock<R: Resolver>(first: R) -> Specification<Property> {
    Specification(resolvers: [first])
  }

  /// One more resolver appended to a list.
  public static func buildPartialBlock<R: Resolver>(
    accumulated: Specification<Property>, next: R
  ) -> Specification<Property> {
    Specification(resolvers: accumulated.resolvers + [next])
  }

  /// A list of resolvers built by ``ResolverSpecificationBuilder``.
  public struct Specification<Output: _IntentValue>: ResolverSpecification {
    let resolvers: [any Resolver]

    /// An iterator over the resolvers, in declaration order.
    public func makeIterator() -> IndexingIterator<[any Resolver]> { resolvers.makeIterator() }

    /// Whether two specifications hold equal resolvers in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.resolvers.map { AnyHashable($0) } == rhs.resolvers.map { AnyHashable($0) }
    }

    /// Hashes the resolvers in order.
    public func hash(into hasher: inout Hasher) {
      for resolver in resolvers { hasher.combine(AnyHashable(resolver)) }
    }
  }
}
