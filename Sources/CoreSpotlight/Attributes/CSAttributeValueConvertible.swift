public import Foundation

/// A Swift value that can be stored as a custom attribute, such as `String`, `Date` or
/// `[String]`.
///
/// An OpenIntents addition: it lets `setValue(_:forCustomKey:)`
/// take Swift values where Apple's API takes Foundation objects (`NSString`, `NSNumber`…),
/// which work too.
public protocol CSAttributeValueConvertible: Sendable {
  /// The value as an attribute value.
  var attributeValue: CSAttributeValue { get }
}

extension CSAttributeValue: CSAttributeValueConvertible {
  /// The value itself.
  public var attributeValue: CSAttributeValue { self }
}

extension String: CSAttributeValueConvertible {
  /// The string as text.
  public var attributeValue: CSAttributeValue { .string(self) }
}

extension Int: CSAttributeValueConvertible {
  /// The integer as a number.
  public var attributeValue: CSAttributeValue { .number(NSNumber(value: self)) }
}

extension Double: CSAttributeValueConvertible {
  /// The double as a number.
  public var attributeValue: CSAttributeValue { .number(NSNumber(value: self)) }
}

extension Bool: CSAttributeValueConvertible {
  /// The Boolean as a number, as Foundation stores Booleans.
  public var attributeValue: CSAttributeValue { .number(NSNumber(value: self)) }
}

extension Date: CSAttributeValueConvertible {
  /// The date itself.
  public var attributeValue: CSAttributeValue { .date(self) }
}

extension Data: CSAttributeValueConvertible {
  /// The bytes themselves.
  public var attributeValue: CSAttributeValue { .data(self) }
}

extension URL: CSAttributeValueConvertible {
  /// The URL itself.
  public var attributeValue: CSAttributeValue { .url(self) }
}

extension Array: CSAttributeValueConvertible where Element: CSAttributeValueConvertible {
  /// The elements, in order.
  public var attributeValue: CSAttributeValue { .array(map(\.attributeValue)) }
}
