/// How a type as a whole is named: "Landmark", with a numeric format for counts
/// ("\(placeholder: .int) landmarks") and synonyms.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable, Hashable, Codable {
  /// The singular name of the type.
  public var name: LocalizedStringResource
  /// The phrase for a number of values, with an integer placeholder for the count.
  public var numericFormat: LocalizedStringResource?
  /// Other names for the type.
  public var synonyms: [LocalizedStringResource]

  /// Creates a type representation with a name and an optional numeric format.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.init(name: name, numericFormat: numericFormat, synonyms: [])
  }

  /// Creates a type representation with a name, numeric format and synonyms.
  public init(
    name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = synonyms
  }

  /// Creates a type representation named by a string literal.
  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }

  /// The numeric format filled in with a count ("3 landmarks"), or "3 Landmark" when the type
  /// declares none. This is an OpenIntents addition.
  public func formattedCount(_ count: Int) -> String {
    if let numericFormat {
      return numericFormat.formatted(placeholderValues: [count])
    }
    return "\(count) \(String(localized: name))"
  }
}
