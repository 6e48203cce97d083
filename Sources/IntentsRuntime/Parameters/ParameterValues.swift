import AppIntents
import Foundation

/// Converts the input of a parameter of a plain value type (not an entity or enum): first as
/// the type reads it, then through the parameter's resolvers, in order.
enum ParameterValues {
  static func convert(
    _ input: ParameterInput, as type: Any.Type, parameter: any AnyIntentParameter
  ) async throws -> Any {
    let name = parameter.parameterInfo.name
    let configuration = parameter.parameterConfiguration
    do {
      if let quantity = try QuantityParsing.parse(
        input.valueInput, as: type, what: name, unit: configuration.unit)
      {
        return quantity
      }
      return try ValueConverter.primitive(
        input.valueInput, as: type, what: name, options: .declared(by: parameter))
    } catch let error as IntentsError {
      guard !configuration.resolvers.isEmpty else { throw error }
      if let resolved = try await resolve(input, parameter, configuration.resolvers) {
        return resolved
      }
      throw error
    }
  }

  /// The value the first resolver that accepts the input gives; `nil` when none does. A
  /// resolver's own error (a value out of range) is reported as an invalid value.
  private static func resolve(
    _ input: ParameterInput, _ parameter: any AnyIntentParameter, _ resolvers: [any Resolver]
  ) async throws -> Any? {
    let name = parameter.parameterInfo.name
    for resolver in resolvers {
      let inputType = type(of: resolver).inputType
      guard let raw = try? ValueConverter.primitive(input.valueInput, as: inputType, what: name)
      else { continue }
      do {
        if let value = try await resolver.resolve(anyInput: raw, parameter: parameter) {
          return value
        }
      } catch let error as AppIntentError {
        throw IntentsError(IntentsError.invalidValue, error.description)
      }
    }
    return nil
  }
}

/// The checks a parameter's declared options make on a value: its range, its sign, its text
/// form, its list size.
enum ParameterChecks {
  static func check(_ value: Any, _ parameter: any AnyIntentParameter) throws {
    let name = parameter.parameterInfo.name
    let configuration = parameter.parameterConfiguration
    if let range = configuration.range {
      guard let inside = range.contains(value) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(name)’ declares a range of \(range.boundType) values, so it cannot check "
            + "\(value) (\(type(of: value))).")
      }
      if !inside {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(name)’ must be between \(ValueText.of(range.lowerBound)) and "
            + "\(ValueText.of(range.upperBound)), not \(ValueText.of(value)).")
      }
    }
    if configuration.supportsNegativeNumbers == false, let measurement = value as? any Negatable,
      measurement.isNegative
    {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(name)’ cannot be negative, not \(ValueText.of(value)).")
    }
    if let text = value as? String, let options = configuration.inputOptions {
      if !options.multiline, text.contains(where: \.isNewline) {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(name)’ takes one line of text; remove the line breaks.")
      }
      if options.keyboardType == .numberPad, !text.allSatisfy(\.isWholeNumber) {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(name)’ takes digits only, not “\(text)”.")
      }
    }
  }

  /// Checks the length of a list against the parameter's declared size.
  static func size(of values: [Any], _ parameter: any AnyIntentParameter) throws {
    guard let size = allowedSize(parameter) else { return }
    if !size.allows(count: values.count) {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(parameter.parameterInfo.name)’ takes \(size.text) items, not \(values.count).")
    }
  }

  /// The size a list parameter takes: its declared size, or, when declared per widget family,
  /// the medium widget's (Linux runs have no widget).
  static func allowedSize(_ parameter: any AnyIntentParameter) -> IntentCollectionSize? {
    let configuration = parameter.parameterConfiguration
    if let size = configuration.collectionSize { return size }
    guard let sizes = configuration.collectionSizes else { return nil }
    return sizes[.systemMedium] ?? sizes.values.max { $0.text < $1.text }
  }
}

/// A value that can be negative: the measurements and durations `supportsNegativeNumbers`
/// concerns.
protocol Negatable {
  var isNegative: Bool { get }
}

extension Measurement: Negatable {
  var isNegative: Bool { value < 0 }
}

extension Duration: Negatable {
  var isNegative: Bool { self < .zero }
}

/// Values in words for messages: numbers without noise, measurements with their symbol, dates
/// in ISO 8601.
enum ValueText {
  static func of(_ value: Any) -> String {
    switch value {
    case let date as Date: date.ISO8601Format()
    case let number as Double where number.rounded() == number && abs(number) < 1e15:
      String(Int(number))
    case let measurement as any MeasurementText: measurement.text
    default: "\(value)"
    }
  }
}

protocol MeasurementText {
  var text: String { get }
}

extension Measurement: MeasurementText {
  var text: String { "\(ValueText.of(value)) \(unit.symbol)" }
}
