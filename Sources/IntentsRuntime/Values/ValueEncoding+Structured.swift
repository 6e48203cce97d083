import AppIntents
import Foundation
import GeoToolbox

extension ValueEncoding {
  /// The JSON of a structured intent value — a file, a person, a place, money, a payment
  /// method, a measurement, date components, search criteria — or `nil` for other values.
  static func structured(_ value: Any) -> JSONValue? {
    switch value {
    case let file as IntentFile: return self.file(file, handingOver: false)
    case let person as IntentPerson: return try? JSONValue(encoding: person)
    case let name as PersonNameComponents: return name.json
    case let place as CLPlacemark: return try? JSONValue(encoding: place)
    case let place as PlaceDescriptor: return try? JSONValue(encoding: place)
    case let money as IntentCurrencyAmount:
      return ["amount": .string("\(money.amount)"), "currencyCode": .string(money.currencyCode)]
    case let method as IntentPaymentMethod:
      var object: [String: JSONValue] = ["type": .string(method.paymentType.name)]
      if let name = method.name { object["name"] = .string(name) }
      if let hint = method.identificationHint { object["identificationHint"] = .string(hint) }
      return .object(object)
    case let measurement as any MeasurementParts:
      return measurement.value.isFinite
        ? ["value": .number(measurement.value), "unit": .string(measurement.unitSymbol)] : .null
    case let components as DateComponents:
      let fields = [
        ("year", components.year), ("month", components.month), ("day", components.day),
        ("hour", components.hour), ("minute", components.minute), ("second", components.second),
      ]
      var object: [String: JSONValue] = [:]
      for case (let name, let field?) in fields { object[name] = .integer(field) }
      return .object(object)
    case let criteria as StringSearchCriteria:
      return ["term": .string(criteria.term)]
    default:
      return nil
    }
  }

  /// The JSON of an intent's result: as ``json(_:)`` writes values, except that files are handed
  /// over — their bytes included in base64 — and a file marked `removedOnCompletion` is then
  /// deleted from disk.
  static func result(_ value: Any?) -> JSONValue {
    guard let value, let present = IntentValueReflection.unwrap(value) else { return .null }
    if let file = present as? IntentFile { return self.file(file, handingOver: true) }
    if present is any AppEntity { return json(present) }
    if let elements = IntentValueReflection.elements(of: present) {
      return .array(elements.map(result))
    }
    return json(present)
  }

  /// A file as `{"filename", "contentType", "size", "data"}` and, while it stays on disk,
  /// `"fileURL"`.
  ///
  /// Without handing over, a file on disk is described by its URL and size, unread. Handing
  /// it over includes its bytes in base64 when it has at most `IntentFile.maximumTransferBytes`
  /// (a larger file is handed over by its URL only, and kept), then deletes a file marked
  /// `removedOnCompletion` — a regular file only: a device, a directory or a symbolic link the
  /// URL names is left where it is.
  static func file(_ file: IntentFile, handingOver: Bool) -> JSONValue {
    var object: [String: JSONValue] = ["filename": .string(file.filename)]
    if let type = file.type { object["contentType"] = .string(type.identifier) }
    guard let url = file.fileURL else {
      let data = file.data
      object["size"] = .integer(data.count)
      object["data"] = .string(data.base64EncodedString())
      return .object(object)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    if let size { object["size"] = .integer(size) }
    guard handingOver, let size, size <= IntentFile.maximumTransferBytes,
      let data = try? Data(contentsOf: url)
    else {
      object["fileURL"] = .string(url.absoluteString)
      return .object(object)
    }
    object["data"] = .string(data.base64EncodedString())
    if file.removedOnCompletion {
      // Only a regular file the app made: never a device, a directory or what a link names.
      var info = stat()
      if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        try? FileManager.default.removeItem(at: url)
      }
    } else {
      object["fileURL"] = .string(url.absoluteString)
    }
    return .object(object)
  }
}

/// A measurement seen without its unit type: its value and its unit's symbol.
protocol MeasurementParts {
  var value: Double { get }
  var unitSymbol: String { get }
}

extension Measurement: MeasurementParts {
  var unitSymbol: String { unit.symbol }
}
