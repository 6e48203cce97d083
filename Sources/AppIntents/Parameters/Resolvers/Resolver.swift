/// Converts raw input of one intent value type into another, such as a spoken number into an
/// `Int`. Comparators and parameters declared `withResolvers:` run their resolvers, in order,
/// when the input is not already of the expected type.
public protocol Resolver: Hashable, Sendable {
  /// The type of input this resolver accepts.
  associatedtype Input: _IntentValue
  /// The type it produces (Sendable, as the context it receives requires).
  associatedtype Output: _IntentValue, Sendable
  /// Resolves an input into an output, or returns `nil` when it cannot.
  func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
  /// The context a resolver receives.
  public typealias Context = IntentParameterContext
}

extension Resolver {
  /// The type of input the resolver accepts, for the runtime to convert raw input into.
  package static var inputType: Any.Type { Input.self }

  /// Runs the resolver on input of any type: `nil` when the input is not of the resolver's
  /// input type or the resolver cannot resolve it.
  package func resolve(
    anyInput input: Any, parameter: any AnyIntentParameter
  ) async throws -> Any? {
    guard let typed = input as? Input else { return nil }
    let context = parameter.resolverContext(for: Output.self)
    return try await resolve(from: typed, context: context).map { $0 as Any }
  }
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

  /// One resolver.
  public static func buildBlock<R0: Resolver>(_ r0: R0) -> Specification<Property> {
    Specification(resolvers: [r0])
  }

  /// 2 resolvers, tried in order.
  public static func buildBlock<R0: Resolver, R1: Resolver>(
    _ r0: R0, _ r1: R1
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1])
  }

  /// 3 resolvers, tried in order.
  public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver>(
    _ r0: R0, _ r1: R1, _ r2: R2
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2])
  }

  /// 4 resolvers, tried in order.
  public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver>(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3])
  }

  /// 5 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4])
  }

  /// 6 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5])
  }

  /// 7 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver, R6: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6])
  }

  /// 8 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7])
  }

  /// 9 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8])
  }

  /// 10 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9])
  }

  /// 11 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver, R10: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9, _ r10: R10
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10])
  }

  /// 12 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver, R10: Resolver, R11: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9, _ r10: R10, _ r11: R11
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11])
  }

  /// 13 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver, R10: Resolver, R11: Resolver,
    R12: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9, _ r10: R10, _ r11: R11, _ r12: R12
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12])
  }

  /// 14 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver, R10: Resolver, R11: Resolver,
    R12: Resolver, R13: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9, _ r10: R10, _ r11: R11, _ r12: R12, _ r13: R13
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13])
  }

  /// 15 resolvers, tried in order.
  public static func buildBlock<
    R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver,
    R6: Resolver, R7: Resolver, R8: Resolver, R9: Resolver, R10: Resolver, R11: Resolver,
    R12: Resolver, R13: Resolver, R14: Resolver
  >(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8,
    _ r9: R9, _ r10: R10, _ r11: R11, _ r12: R12, _ r13: R13, _ r14: R14
  ) -> Specification<Property> {
    Specification(resolvers: [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14])
  }

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
