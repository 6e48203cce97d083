public import Foundation

/// A value stored in a ``CSSearchableItemAttributeSet``, in a form any thread can read.
///
/// An OpenIntents addition: Apple keeps attribute values private. Indexers read them through
/// ``CSSearchableItemAttributeSet/allAttributes``.
public enum CSAttributeValue: Hashable, Sendable {
  /// Text, such as a title.
  case string(String)
  /// A number or Boolean, such as a rating or `supportsNavigation`.
  case number(NSNumber)
  /// A point in time.
  case date(Date)
  /// Bytes, such as a thumbnail.
  case data(Data)
  /// A URL.
  case url(URL)
  /// Several values, such as keywords.
  case array([CSAttributeValue])

  /// The text, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The number, when this is a number.
  public var numberValue: NSNumber? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The date, when this is a date.
  public var dateValue: Date? {
    if case .date(let value) = self { value } else { nil }
  }

  /// The bytes, when this is data.
  public var dataValue: Data? {
    if case .data(let value) = self { value } else { nil }
  }

  /// The URL, when this is a URL.
  public var urlValue: URL? {
    if case .url(let value) = self { value } else { nil }
  }

  /// The elements, when this is an array.
  public var arrayValue: [CSAttributeValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// The texts, when this is an array of strings.
  public var stringArrayValue: [String]? {
    guard let arrayValue else { return nil }
    let strings = arrayValue.compactMap(\.stringValue)
    return strings.count == arrayValue.count ? strings : nil
  }

  /// The dates, when this is an array of dates.
  public var dateArrayValue: [Date]? {
    guard let arrayValue else { return nil }
    let dates = arrayValue.compactMap(\.dateValue)
    return dates.count == arrayValue.count ? dates : nil
  }

  /// Every piece of text in the value, for full-text indexing: a string, or the strings of
  /// an array, in order.
  public var searchableText: [String] {
    switch self {
    case .string(let value): [value]
    case .array(let values): values.flatMap(\.searchableText)
    case .number, .date, .data, .url: []
    }
  }
}
