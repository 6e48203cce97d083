/// The name and indexing behaviour of an attribute your app defines for its searchable items.
///
/// ```swift
/// let continent = CSCustomAttributeKey(keyName: "com_example_continent")!
/// attributes.setValue("Europe", forCustomKey: continent)
/// ```
///
/// A key name must be non-empty, use only ASCII letters, digits, `_`, `.` and `-`, and not
/// start with `_` or the reserved `kMD`; otherwise the initializers return `nil`. Apple
/// documents only `_` as punctuation; `.` and `-` are accepted here so reverse-DNS names such
/// as `com.example.continent` work.
///
/// `@unchecked Sendable`: every stored property is a `let`, so instances never change; the
/// class is `open` like Apple's, which rules out plain `Sendable`.
open class CSCustomAttributeKey: Hashable, @unchecked Sendable {
  /// The attribute's name, used as its key in an attribute set.
  public let keyName: String

  /// Whether people can search for the attribute's values.
  public let isSearchable: Bool

  /// Whether searches look at the attribute without naming it.
  public let isSearchableByDefault: Bool

  /// Whether equal values are stored once to save space.
  public let isUnique: Bool

  /// Whether the attribute usually holds several values, such as an array.
  public let isMultiValued: Bool

  /// Creates a key with the given name and indexing behaviour, or `nil` for an invalid name.
  public init?(
    keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool,
    multiValued: Bool
  ) {
    guard Self.isValidKeyName(keyName) else { return nil }
    self.keyName = keyName
    self.isSearchable = searchable
    self.isSearchableByDefault = searchableByDefault
    self.isUnique = unique
    self.isMultiValued = multiValued
  }

  /// Creates a searchable key with the given name, or `nil` for an invalid name.
  ///
  /// The key is searchable but not by default, and neither unique nor multivalued.
  public convenience init?(keyName: String) {
    self.init(
      keyName: keyName, searchable: true, searchableByDefault: false, unique: false,
      multiValued: false)
  }

  /// Whether two keys have the same name and behaviour.
  public static func == (lhs: CSCustomAttributeKey, rhs: CSCustomAttributeKey) -> Bool {
    lhs.keyName == rhs.keyName && lhs.isSearchable == rhs.isSearchable
      && lhs.isSearchableByDefault == rhs.isSearchableByDefault && lhs.isUnique == rhs.isUnique
      && lhs.isMultiValued == rhs.isMultiValued
  }

  /// Hashes the key's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyName)
  }

  /// Whether `name` can name a custom attribute.
  static func isValidKeyName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("_") && !name.hasPrefix("kMD")
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "." || scalar == "-")
      }
  }
}
