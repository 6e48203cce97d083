import Foundation

/// A person an item is from or to, such as a message's sender: the authors and recipients of
/// ``CSSearchableItemAttributeSet``.
///
/// ```swift
/// attributes.authors = [
///   CSPerson(displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: "email")
/// ]
/// ```
///
/// Apple's class derives from `NSObject`; this one is a plain `open class` with the same
/// properties. An attribute set stores a copy of each person's values, so changing a person
/// after setting it changes nothing stored.
open class CSPerson {
  /// The name shown for the person.
  public let displayName: String?
  /// The person's handles, such as email addresses or phone numbers.
  public let handles: [String]
  /// What kind of handle the handles are, such as a contact property key.
  public let handleIdentifier: String
  /// The identifier of the person's contact, if known.
  open var contactIdentifier: String?

  /// A person with a name, handles, and the kind of handle they are.
  public init(displayName: String?, handles: [String], handleIdentifier: String) {
    self.displayName = displayName
    self.handles = handles
    self.handleIdentifier = handleIdentifier
  }

  /// The people an attribute value holds, or `nil` when it holds something else.
  static func people(in value: CSAttributeValue) -> [CSPerson]? {
    guard let entries = value.arrayValue else { return nil }
    var people: [CSPerson] = []
    for entry in entries {
      // [name or "", handles, handle identifier, contact identifier or ""]
      guard let parts = entry.arrayValue, parts.count == 4, let name = parts[0].stringValue,
        let handles = parts[1].stringArrayValue, let kind = parts[2].stringValue,
        let contact = parts[3].stringValue
      else { return nil }
      let person = CSPerson(
        displayName: name.isEmpty ? nil : name, handles: handles, handleIdentifier: kind)
      person.contactIdentifier = contact.isEmpty ? nil : contact
      people.append(person)
    }
    return people
  }

  /// The people as one attribute value, each as its name, handles, kind of handle and contact.
  static func attributeValue(of people: [CSPerson]) -> CSAttributeValue {
    .array(
      people.map { person in
        .array([
          .string(person.displayName ?? ""), person.handles.attributeValue,
          .string(person.handleIdentifier), .string(person.contactIdentifier ?? ""),
        ])
      })
  }
}

/// The headers of a message (``CSSearchableItemAttributeSet/emailHeaders``), stored as one
/// attribute value: each header name with its values.
///
/// Values that are strings, numbers, dates, data or URLs are kept as they are; any other value
/// is kept as its description, since an attribute set holds only those kinds of values.
enum EmailHeaders {
  /// The headers an attribute value holds, or `nil` when it holds something else.
  static func headers(in value: CSAttributeValue) -> [String: [Any]]? {
    guard let entries = value.arrayValue else { return nil }
    var headers: [String: [Any]] = [:]
    for entry in entries {
      guard let parts = entry.arrayValue, parts.count == 2, let name = parts[0].stringValue,
        let values = parts[1].arrayValue
      else { return nil }
      headers[name] = values.map(plain)
    }
    return headers
  }

  /// The headers as one attribute value, sorted by name.
  static func attributeValue(of headers: [String: [Any]]) -> CSAttributeValue {
    .array(
      headers.sorted { $0.key < $1.key }.map { name, values in
        .array([.string(name), .array(values.map(stored))])
      })
  }

  private static func stored(_ value: Any) -> CSAttributeValue {
    switch value {
    case let value as any CSAttributeValueConvertible: value.attributeValue
    case let value as NSNumber: .number(value)
    default: .string(String(describing: value))
    }
  }

  private static func plain(_ value: CSAttributeValue) -> Any {
    switch value {
    case .string(let text): text
    case .number(let number): number
    case .date(let date): date
    case .data(let data): data
    case .url(let url): url
    case .array(let values): values.map(plain)
    }
  }
}
