package import Foundation

/// A unit case of a measurement parameter (`IntentParameter.Length.kilometers`…) with the
/// Foundation unit it stands for.
package protocol ParameterUnitCase: CaseIterable, Hashable, Sendable {
  /// The Foundation unit type of the dimension.
  associatedtype UnitType: Dimension
  /// The Foundation unit of the case.
  var dimension: UnitType { get }
}

/// The unit declared on a measurement parameter: fixed (`unit:`), in which every value is
/// given and shown, or preselected (`defaultUnit:`), in which a bare number is read.
package struct ParameterUnit: Sendable {
  /// One unit a person may name: the case's name and its Foundation unit.
  package typealias Choice = (name: String, unit: Dimension)

  /// The declared case (`IntentParameter<…>.Length.kilometers`).
  package let option: any Sendable
  /// The case's name, such as `kilometers`.
  package let name: String
  /// The Foundation unit.
  package let dimension: Dimension
  /// Whether every value is in this unit (`unit:`), or it is only preselected (`defaultUnit:`).
  package let isFixed: Bool
  /// Every unit of the dimension, for reading values given in another one.
  package let choices: [Choice]

  /// The unit of a declared case.
  package init<Option: ParameterUnitCase>(_ option: Option, isFixed: Bool) {
    self.option = option
    self.name = "\(option)"
    self.dimension = option.dimension
    self.isFixed = isFixed
    self.choices = Self.choices(Option.self)
  }

  /// Every case of a unit enum with its Foundation unit.
  package static func choices<Option: ParameterUnitCase>(_ type: Option.Type) -> [Choice] {
    type.allCases.map { ("\($0)", $0.dimension as Dimension) }
  }

  /// Frames per second, which Foundation on Linux lacks: one per second, like hertz.
  package static let framesPerSecond = UnitFrequency(
    symbol: "FPS", converter: UnitConverterLinear(coefficient: 1))
}

extension IntentParameterConfiguration {
  /// The declared unit case when it is of the given type and fixedness.
  func unit<Option: ParameterUnitCase>(fixed: Bool) -> Option? {
    guard let unit, unit.isFixed == fixed else { return nil }
    // By name: the case of `Measurement<U>?`'s parameter is another type than `Measurement<U>`'s.
    return Option.allCases.first { "\($0)" == unit.name }
  }
}

extension IntentParameter {
  /// The default value of a measurement form: the number in the declared unit, or in the
  /// dimension's base unit when none is declared; `nil` without a number.
  static func measurement<Unit: ParameterUnitCase>(
    _ value: Double?, in unit: Unit?
  ) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? Unit.UnitType.baseUnit())
      as? Value.UnwrappedType
  }
}
