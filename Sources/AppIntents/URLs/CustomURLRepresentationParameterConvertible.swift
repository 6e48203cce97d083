/// A value that can appear in an entity's URL representation: `String`, `Int` and `URL`
/// convert themselves; other property types adopt this protocol.
public protocol CustomURLRepresentationParameterConvertible {
  /// The text that stands for the value in a URL, before percent-encoding; `nil` when the value
  /// cannot appear in one.
  var urlRepresentationParameter: String? { get async }
}

extension String: CustomURLRepresentationParameterConvertible {
  /// The string itself.
  public var urlRepresentationParameter: String? { self }
}

extension Int: CustomURLRepresentationParameterConvertible {
  /// The decimal digits.
  public var urlRepresentationParameter: String? { String(self) }
}

extension URL: CustomURLRepresentationParameterConvertible {
  /// The absolute string.
  public var urlRepresentationParameter: String? { absoluteString }
}

/// Percent-encoding of URL template parameters.
enum URLParameterEncoding {
  /// Characters left as they are: RFC 3986's unreserved set.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// The parameter text of any value: its own conversion, or its description.
  static func parameter(for value: Any) async -> String? {
    guard let value = OptionalValue.unwrap(value) else { return nil }
    if let convertible = value as? any CustomURLRepresentationParameterConvertible {
      return await convertible.urlRepresentationParameter
    }
    if let entity = value as? any AppEntity {
      return entity.id.entityIdentifierString
    }
    return String(describing: value)
  }
}
