public import AppIntents

/// How an entity property is stored in a SQL table, so that `QueryComparator`s on it can run
/// as SQL: the property, the column's name and what its values are. The same columns serve
/// SQLite (IntentsSQLite) and PostgreSQL (IntentsPostgres); each case says how each stores it.
///
/// ```swift
/// SQLColumn(\LandmarkEntity.$name, "name", .text(folded: "name_folded"))
/// ```
public struct SQLColumn<Entity: AppEntity>: Sendable {
  /// How the values are stored.
  public enum Storage: Sendable, Hashable {
    /// Text, with a second column holding it folded (`FoldedString.folded`) for case- and
    /// diacritic-insensitive comparisons. On PostgreSQL both are compared and sorted byte by
    /// byte (`COLLATE "C"`), as SQLite and Swift order them; declare them `COLLATE "C"` so
    /// that their indexes serve those comparisons.
    case text(folded: String)
    /// Numbers (integers or reals).
    case number
    /// `0` or `1` on SQLite; `boolean` on PostgreSQL.
    case boolean
    /// Dates: as GRDB stores them on SQLite (text, to the millisecond); `timestamptz` on
    /// PostgreSQL (to the microsecond).
    case date
    /// An app enum's raw value, bound as what it is: text for a `String` raw value, an integer
    /// for an `Int` one. Sorting ranks the cases in the order they are declared, as memory
    /// does.
    case rawValue
    /// Folded text for collection properties (`tags`): a JSON array on SQLite, `text[]` on
    /// PostgreSQL.
    case foldedTextArray
  }

  /// The property, as queries declare it: `\LandmarkEntity.$name`.
  public let property: any AnyKeyPath & Sendable
  /// The column's name: an identifier, which is quoted when written (a name holding a double
  /// quote or NUL is refused when the query is made).
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
