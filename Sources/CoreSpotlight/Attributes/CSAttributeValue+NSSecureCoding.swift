import Foundation

extension CSAttributeValue {
  /// Converts a Foundation object: `NSString`, `NSNumber`, `NSDate`, `NSData`, `NSURL`, or an
  /// `NSArray` of those; `nil` for any other class.
  init?(secureCoding value: any NSSecureCoding) {
    self.init(foundationObject: value)
  }

  /// Converts a Foundation object or its Swift counterpart, as found in an `NSArray`.
  private init?(foundationObject value: Any) {
    switch value {
    case let string as String: self = .string(string)
    case let number as NSNumber: self = .number(number)
    case let date as Date: self = .date(date)
    case let data as Data: self = .data(data)
    case let url as URL: self = .url(url)
    case let array as NSArray:
      var elements: [CSAttributeValue] = []
      for element in array {
        guard let value = CSAttributeValue(foundationObject: element) else { return nil }
        elements.append(value)
      }
      self = .array(elements)
    default:
      return nil
    }
  }

  /// The value as custom-attribute readers cast it: numbers as `NSNumber`, so `as? Int` and
  /// `as? Bool` work, everything else as its Swift type.
  var foundationValue: Any {
    switch self {
    case .string(let value): value
    case .number(let value): value
    case .date(let value): value
    case .data(let value): value
    case .url(let value): value
    case .array(let values): values.map(\.foundationValue)
    }
  }
}
