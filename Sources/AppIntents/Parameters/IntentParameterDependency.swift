/// Gives an options provider or query the values of other parameters of the intent being
/// configured, so that its options can depend on them.
///
/// ```swift
/// struct TrailOptions: DynamicOptionsProvider {
///   @IntentParameterDependency<PlanHikeIntent>(\.$region) var intent
///
///   func results() async throws -> [TrailEntity] {
///     guard let intent else { return [] }       // no region chosen yet
///     return store.trails(in: intent.region)
///   }
/// }
/// ```
///
/// The projection is `nil` until every listed parameter has a value. The OpenIntents runtime
/// resolves an intent's parameters in declaration order and asks a provider for options with
/// the intent as resolved so far, so declare the parameters a provider depends on first.
@propertyWrapper
public final class IntentParameterDependency<Intent>: @unchecked Sendable, Hashable,
  CustomDebugStringConvertible
where Intent: AppIntent {
  // @unchecked Sendable, without a lock: the key paths are immutable and only read. The standard
  // library leaves `KeyPath` non-Sendable because a key path may capture subscript arguments;
  // Apple's initializers take `KeyPath<Intent, P>`, not `KeyPath<Intent, P> & Sendable`, so the
  // compiler cannot see that these name properties (`\.$region`) and capture nothing.
  private let keyPaths: [PartialKeyPath<Intent>]

  /// The one initializer the public ones (IntentParameterDependency+Arities.swift, generated)
  /// call, with the listed parameters' key paths.
  init(keyPaths: [PartialKeyPath<Intent>]) { self.keyPaths = keyPaths }

  /// The intent being configured, when it is one of `Intent` and every listed parameter has a
  /// value; `nil` otherwise.
  public var wrappedValue: IntentProjection<Intent>? {
    guard let intent = IntentParameterDependencyScope.intent as? Intent else { return nil }
    for keyPath in keyPaths {
      guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter,
        parameter.anyCurrentValue != nil
      else { return nil }
    }
    return IntentProjection(intent)
  }

  /// Whether two dependencies list the same parameters.
  public static func == (lhs: IntentParameterDependency, rhs: IntentParameterDependency) -> Bool {
    lhs.keyPaths == rhs.keyPaths
  }

  /// Hashes the listed parameters.
  public func hash(into hasher: inout Hasher) { hasher.combine(keyPaths) }

  /// The intent type and the listed parameters.
  public var debugDescription: String {
    "IntentParameterDependency<\(Intent.self)>(\(keyPaths.count) parameters)"
  }
}

/// Read-only access to the parameter values of an intent being configured:
/// `intent.region` reads the value of `@Parameter var region`.
@dynamicMemberLookup
public final class IntentProjection<Intent>: Sendable where Intent: AppIntent {
  private let intent: Intent

  init(_ intent: Intent) { self.intent = intent }

  /// The value of a parameter of the intent.
  ///
  /// Reading an optional parameter that has no value stops the program with a message naming
  /// it: list the parameters you read in the `@IntentParameterDependency`, which is `nil` until
  /// they have values.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType
  where Value: _IntentValue {
    let value = intent[keyPath: keyPath]
    if let unwrapped = value as? Value.UnwrappedType { return unwrapped }
    if let present = OptionalValue.unwrap(value) as? Value.UnwrappedType { return present }
    preconditionFailure(
      "\(Intent.self).\(keyPath) has no value yet; list it in the @IntentParameterDependency "
        + "so that the projection is nil until it has one.")
  }
}

/// The intent whose parameters are being resolved, for `@IntentParameterDependency`.
package enum IntentParameterDependencyScope {
  /// The intent being configured on this task, if any.
  @TaskLocal package static var intent: (any AppIntent)?
}
