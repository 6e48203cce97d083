import Foundation

/// A `Measurement` type seen without its unit type: the name of its dimension.
protocol MeasurementDimensionNaming {
  /// The dimension's name: `length` for `Measurement<UnitLength>`.
  static var dimensionName: String { get }
  /// The symbol of the dimension's base unit: `m` for lengths.
  static var baseUnitSymbol: String { get }
}

extension Measurement: MeasurementDimensionNaming where UnitType: Dimension {
  static var dimensionName: String {
    var name = String(describing: UnitType.self)
    if name.hasPrefix("Unit"), name.count > 4 { name.removeFirst(4) }
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  static var baseUnitSymbol: String { UnitType.baseUnit().symbol }
}
