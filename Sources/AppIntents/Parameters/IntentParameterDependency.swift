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
  // @unchecked Sendable: immutable; the key paths are immutable objects.
  private let keyPaths: [PartialKeyPath<Intent>]

  init(keyPaths: [PartialKeyPath<Intent>]) { self.keyPaths = keyPaths }

  /// A dependency on one parameter of the intent being configured.
  public convenience init<V0, P0>(
    _ k0: KeyPath<Intent, P0>
  ) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0> {
    self.init(keyPaths: [k0])
  }

  /// A dependency on 2 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>
  {
    self.init(keyPaths: [k0, k1])
  }

  /// A dependency on 3 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>
  {
    self.init(keyPaths: [k0, k1, k2])
  }

  /// A dependency on 4 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>
  {
    self.init(keyPaths: [k0, k1, k2, k3])
  }

  /// A dependency on 5 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3, V4, P4>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4])
  }

  /// A dependency on 6 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5])
  }

  /// A dependency on 7 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6])
  }

  /// A dependency on 8 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7])
  }

  /// A dependency on 9 parameters of the intent being configured.
  public convenience init<V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8>(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8])
  }

  /// A dependency on 10 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9])
  }

  /// A dependency on 11 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9, V10, P10
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>, _ k10: KeyPath<Intent, P10>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>, V10: _IntentValue, V10: Sendable,
    P10: IntentParameter<V10>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10])
  }

  /// A dependency on 12 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9, V10, P10, V11,
    P11
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>, _ k10: KeyPath<Intent, P10>, _ k11: KeyPath<Intent, P11>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>, V10: _IntentValue, V10: Sendable,
    P10: IntentParameter<V10>, V11: _IntentValue, V11: Sendable, P11: IntentParameter<V11>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11])
  }

  /// A dependency on 13 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9, V10, P10, V11,
    P11, V12, P12
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>, _ k10: KeyPath<Intent, P10>, _ k11: KeyPath<Intent, P11>,
    _ k12: KeyPath<Intent, P12>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>, V10: _IntentValue, V10: Sendable,
    P10: IntentParameter<V10>, V11: _IntentValue, V11: Sendable, P11: IntentParameter<V11>,
    V12: _IntentValue, V12: Sendable, P12: IntentParameter<V12>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12])
  }

  /// A dependency on 14 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9, V10, P10, V11,
    P11, V12, P12, V13, P13
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>, _ k10: KeyPath<Intent, P10>, _ k11: KeyPath<Intent, P11>,
    _ k12: KeyPath<Intent, P12>, _ k13: KeyPath<Intent, P13>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>, V10: _IntentValue, V10: Sendable,
    P10: IntentParameter<V10>, V11: _IntentValue, V11: Sendable, P11: IntentParameter<V11>,
    V12: _IntentValue, V12: Sendable, P12: IntentParameter<V12>, V13: _IntentValue, V13: Sendable,
    P13: IntentParameter<V13>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13])
  }

  /// A dependency on 15 parameters of the intent being configured.
  public convenience init<
    V0, P0, V1, P1, V2, P2, V3, P3, V4, P4, V5, P5, V6, P6, V7, P7, V8, P8, V9, P9, V10, P10, V11,
    P11, V12, P12, V13, P13, V14, P14
  >(
    _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>,
    _ k3: KeyPath<Intent, P3>, _ k4: KeyPath<Intent, P4>, _ k5: KeyPath<Intent, P5>,
    _ k6: KeyPath<Intent, P6>, _ k7: KeyPath<Intent, P7>, _ k8: KeyPath<Intent, P8>,
    _ k9: KeyPath<Intent, P9>, _ k10: KeyPath<Intent, P10>, _ k11: KeyPath<Intent, P11>,
    _ k12: KeyPath<Intent, P12>, _ k13: KeyPath<Intent, P13>, _ k14: KeyPath<Intent, P14>
  )
  where
    V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable,
    P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>,
    V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>, V4: _IntentValue, V4: Sendable,
    P4: IntentParameter<V4>, V5: _IntentValue, V5: Sendable, P5: IntentParameter<V5>,
    V6: _IntentValue, V6: Sendable, P6: IntentParameter<V6>, V7: _IntentValue, V7: Sendable,
    P7: IntentParameter<V7>, V8: _IntentValue, V8: Sendable, P8: IntentParameter<V8>,
    V9: _IntentValue, V9: Sendable, P9: IntentParameter<V9>, V10: _IntentValue, V10: Sendable,
    P10: IntentParameter<V10>, V11: _IntentValue, V11: Sendable, P11: IntentParameter<V11>,
    V12: _IntentValue, V12: Sendable, P12: IntentParameter<V12>, V13: _IntentValue, V13: Sendable,
    P13: IntentParameter<V13>, V14: _IntentValue, V14: Sendable, P14: IntentParameter<V14>
  {
    self.init(keyPaths: [k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13, k14])
  }

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
public final class IntentProjection<Intent>: @unchecked Sendable where Intent: AppIntent {
  // @unchecked Sendable: it only reads the intent, which is Sendable.
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
