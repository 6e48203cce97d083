public import Foundation
import IntentsRuntime

/// A column's name, checked once so that every dialect can quote it: not empty, and without a
/// double quote or NUL (GRDB writes a name in double quotes as it is, so a quote would end the
/// identifier early and change the statement).
public struct SQLIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The name, as the table declares it.
  public let name: String

  /// A column of this name; a name that no dialect could quote safely throws
  /// `IntentsError.queryFailed` — a mistake in the app's column list, not in the request.
  public init(_ name: String) throws {
    guard !name.isEmpty, !name.contains("\""), !name.unicodeScalars.contains("\0") else {
      throw IntentsError(
        IntentsError.queryFailed,
        "The column name \(name.debugDescription) is empty or holds a double quote or NUL, "
          + "which cannot be written as an SQL identifier; rename the column.")
    }
    self.name = name
  }

  /// The name in double quotes, as both dialects write an identifier.
  public var quoted: String { "\"\(name)\"" }

  public var description: String { quoted }
}

/// A value bound to a statement as an argument, never written into its text.
public enum SQLValue: Sendable, Hashable {
  case text(String)
  case integer(Int)
  case real(Double)
  case boolean(Bool)
  case date(Date)
}

/// How a column compares with a value.
public enum SQLComparison: String, Sendable, Hashable {
  case equal = "="
  case notEqual = "<>"
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
}

/// Text that a column contains, starts with or ends with — taken literally: `%`, `_` and `\`
/// are escaped when the pattern is written.
public struct SQLTextPattern: Sendable, Hashable {
  /// Where the text must be.
  public enum Position: Sendable, Hashable {
    case anywhere, start, end
  }

  /// The text, matched character for character.
  public var text: String
  /// Where it must be in the column's value.
  public var position: Position

  /// A pattern of literal text at a position.
  public init(_ text: String, at position: Position) {
    self.text = text
    self.position = position
  }

  /// The pattern for `LIKE … ESCAPE '\'`.
  public var likePattern: String {
    var escaped = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    switch position {
    case .anywhere: return "%\(escaped)%"
    case .start: return "\(escaped)%"
    case .end: return "%\(escaped)"
    }
  }
}

/// A condition on a row, in no dialect: what ``SQLPropertyQuery`` makes of a property query's
/// comparators, and what IntentsSQLite and IntentsPostgres write as SQL.
///
/// Its meaning is fixed here, and each dialect keeps it:
/// - ``compare(_:_:_:)`` on text compares byte by byte (Unicode scalar order), as Swift and
///   SQLite do; PostgreSQL writes `COLLATE "C"`. A comparison with a missing value (`NULL`) is
///   not true.
/// - ``matches(_:_:)`` is a case-sensitive `LIKE` on literal text (the columns it is used on
///   hold folded text).
/// - ``arrayContains(_:_:)`` tests membership in a column of text values: a JSON array on
///   SQLite, `text[]` on PostgreSQL.
/// - ``all(_:)`` of nothing is true; ``any(_:)`` of nothing is false.
public indirect enum SQLPredicate: Sendable, Hashable {
  case constant(Bool)
  case isNull(SQLIdentifier)
  case isNotNull(SQLIdentifier)
  case compare(SQLIdentifier, SQLComparison, SQLValue)
  case matches(SQLIdentifier, SQLTextPattern)
  case arrayContains(SQLIdentifier, String)
  case all([SQLPredicate])
  case any([SQLPredicate])
}

/// One key of an ordering: a column or a condition (true after false), ascending or
/// descending. Missing values (`NULL`) come first when ascending and last when descending, in
/// both dialects.
public struct SQLSortKey: Sendable, Hashable {
  /// What is sorted on.
  public enum Term: Sendable, Hashable {
    /// A column; `isText` when it holds text, which is sorted byte by byte in both dialects.
    case column(SQLIdentifier, isText: Bool)
    /// Whether a row meets a condition: rows that do not first, when ascending.
    case condition(SQLPredicate)
    /// The position of a column's value among `values` — an app enum's cases, in the order
    /// they are declared, as memory sorts them; a value not listed, or none, comes first when
    /// ascending.
    case ranked(SQLIdentifier, [SQLValue])
  }

  /// What is sorted on.
  public var term: Term
  /// Ascending or descending.
  public var ascending: Bool

  /// A key on a term.
  public init(_ term: Term, ascending: Bool = true) {
    self.term = term
    self.ascending = ascending
  }

  /// A key on a column that holds no text.
  public static func column(_ column: SQLIdentifier, ascending: Bool = true) -> SQLSortKey {
    SQLSortKey(.column(column, isText: false), ascending: ascending)
  }

  /// A key on a column of text, sorted byte by byte.
  public static func text(_ column: SQLIdentifier, ascending: Bool = true) -> SQLSortKey {
    SQLSortKey(.column(column, isText: true), ascending: ascending)
  }
}

// MARK: - Text holding NUL

extension SQLPredicate {
  /// The condition with every text value holding NUL replaced by what it means against text
  /// that holds none: PostgreSQL cannot store NUL, and GRDB binds text only up to its first
  /// NUL, so no text either dialect compares holds one. Such a value equals nothing, differs
  /// from every value, and is ordered just after the characters before its NUL (the texts up
  /// to that prefix come before it, the others after); no text contains it. Both dialects'
  /// writers apply this first, so a request holding NUL gets the answer memory gives, not an
  /// encoding error or a comparison with a cut value.
  ///
  /// A JSON array on SQLite may hold an element with NUL (JSON escapes it); membership of
  /// such an element is not found.
  package var withoutNUL: SQLPredicate {
    switch self {
    case .constant, .isNull, .isNotNull:
      return self
    case .compare(let column, let comparison, .text(let text)):
      let scalars = text.unicodeScalars
      guard let nul = scalars.firstIndex(of: "\0") else { return self }
      let before = SQLValue.text(String(scalars[..<nul]))
      switch comparison {
      case .equal: return .constant(false)
      case .notEqual: return .isNotNull(column)
      case .less, .lessOrEqual: return .compare(column, .lessOrEqual, before)
      case .greater, .greaterOrEqual: return .compare(column, .greater, before)
      }
    case .compare:
      return self
    case .matches(_, let pattern):
      return pattern.text.unicodeScalars.contains("\0") ? .constant(false) : self
    case .arrayContains(_, let text):
      return text.unicodeScalars.contains("\0") ? .constant(false) : self
    case .all(let conditions):
      return .all(conditions.map(\.withoutNUL))
    case .any(let conditions):
      return .any(conditions.map(\.withoutNUL))
    }
  }
}
