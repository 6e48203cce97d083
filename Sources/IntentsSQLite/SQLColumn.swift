public import AppIntents

/// How an entity property is stored in a SQL table, so that `QueryComparator`s on it can run
/// as SQL: the property, the column's name and what its values are.
///
/// ```swift
/// SQLColumn(\LandmarkEntity.$name, "name", .text(folded: "name_folded"))
/// ```
public struct SQLColumn<Entity: AppEntity>: Sendable {
  /// How the values are stored.
  public enum Storage: Sendable, Hashable {
    /// Text, with a second column holding it folded (`FoldedString.folded`) for case- and
    /// diacritic-insensitive comparisons.
    case text(folded: String)
    /// Numbers (integers or reals).
    case number
    /// `0` or `1`.
    case boolean
    /// Dates, as GRDB stores them.
    case date
    /// An app enum's raw value.
    case rawValue
    /// A JSON array of folded text, for collection properties (`tags`).
    case foldedTextArray
  }

  /// The property, as queries declare it: `\LandmarkEntity.$name`.
  public let property: any AnyKeyPath & Sendable
  /// The column's name: an identifier, which GRDB quotes (a name holding a double quote is
  /// refused).
  public let name: String
  /// How its values are stored.
  public let storage: Storage

  /// A column for a property.
  public init(_ property: any AnyKeyPath & Sendable, _ name: String, _ storage: Storage) {
    self.property = property
    self.name = name
    self.storage = storage
  }
}
