import Foundation

// The unit of a `Swift.Duration` parameter (iOS 26): the unit a bare number is read in, as the
// person would type it (`90` with `defaultUnit: .minutes` is an hour and a half). The enum,
// `DurationUnit`, is generated with the parameter's forms (IntentParameter+Durations.swift).

extension IntentParameter where Value.ValueType == Swift.Duration {
  /// The unit a bare number given for the parameter is in: the declared `defaultUnit:`, or `nil`
  /// (seconds). A `Duration` has no unit of its own, so this is the same as ``defaultUnit``.
  public var unit: DurationUnit? { configuration.unit(fixed: false) }
  /// The unit declared with `defaultUnit:`, in which a bare number is read.
  public var defaultUnit: DurationUnit? { configuration.unit(fixed: false) }
}

extension IntentParameterContext where Value.ValueType == Swift.Duration {
  /// The unit a bare number given for the parameter is in (see `IntentParameter.unit`).
  public var unit: IntentParameter<Swift.Duration>.DurationUnit? {
    configuration.unit(fixed: false)
  }
  /// The unit declared with `defaultUnit:`, in which a bare number is read.
  public var defaultUnit: IntentParameter<Swift.Duration>.DurationUnit? {
    configuration.unit(fixed: false)
  }
}
