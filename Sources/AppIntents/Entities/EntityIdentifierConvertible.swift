/// A type that can serve as an entity's identifier: it converts to a string and back.
///
/// `String`, `Int`, `UUID` and `Float` conform. A custom identifier type converts itself:
///
/// ```swift
/// struct ItemID: Hashable, Sendable, EntityIdentifierConvertible {
///   var rawValue: String
///   var entityIdentifierString: String { rawValue }
///   static func entityIdentifier(for string: String) -> ItemID? { ItemID(rawValue: string) }
/// }
/// ```
///
/// Conforming types must round-trip: `entityIdentifier(for: id.entityIdentifierString) == id`.
/// Keep the string at most ``EntityIdentifier/valueMaximumLength`` characters long.
public protocol EntityIdentifierConvertible {
  /// The identifier as a string.
  var entityIdentifierString: String { get }
  /// The identifier a string stands for, or `nil` when the string is not a valid identifier.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// The string itself.
  public var entityIdentifierString: String { self }
  /// The string itself.
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  /// The decimal digits of the number.
  public var entityIdentifierString: String { String(self) }
  /// The number the decimal string stands for, or `nil` when it is not an integer.
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  /// The UUID's canonical upper-case string.
  public var entityIdentifierString: String { uuidString }
  /// The UUID the string stands for (any letter case), or `nil` when it is not a UUID.
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

extension Float: EntityIdentifierConvertible {
  /// The number's shortest round-tripping decimal form.
  public var entityIdentifierString: String { description }
  /// The number the string stands for, or `nil` when it is not a finite number.
  public static func entityIdentifier(for entityIdentifierString: String) -> Float? {
    guard let value = Float(entityIdentifierString), value.isFinite else { return nil }
    return value
  }
}
