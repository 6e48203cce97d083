import Foundation
import GRDB
import GRDBSQLite

// Writing many rows binds a handful of values to the same few statements again and again.
// GRDB's `execute(arguments:)` converts each value to a `DatabaseValue`, builds an array of
// them and checks it against the statement's parameters before binding — a large part of
// writing a row. The index's writes bind their values straight to the prepared statement
// through SQLite's C API instead; GRDB still prepares, caches and finalizes the statements and
// owns the connection and the transaction.

/// A value that binds itself to a statement parameter.
protocol DirectValue {
  /// Binds the value to the 1-based parameter, returning SQLite's result code.
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bytes before the call returns.
///
/// C interop: SQLite's header defines it as the function pointer `((sqlite3_destructor_type)-1)`,
/// a macro Swift does not import, so the same bits are made here as the C cast makes them.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

extension String: DirectValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    var text = self
    return text.withUTF8 { bytes in
      guard let count = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
      // An empty buffer may have no address, which SQLite would bind as NULL.
      guard let address = bytes.baseAddress else {
        return sqlite3_bind_text(statement, index, "", 0, transient)
      }
      return sqlite3_bind_text(statement, index, address, count, transient)
    }
  }
}

extension Int64: DirectValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, self)
  }
}

extension Int: DirectValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, Int64(self))
  }
}

extension Double: DirectValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_double(statement, index, self)
  }
}

extension Array: DirectValue where Element == UInt8 {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    withUnsafeBytes { bytes in
      // A zero-length blob, not NULL, when there are no bytes.
      guard let count = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
      guard let address = bytes.baseAddress else {
        return sqlite3_bind_zeroblob(statement, index, 0)
      }
      return sqlite3_bind_blob(statement, index, address, count, transient)
    }
  }
}

extension Optional: DirectValue where Wrapped: DirectValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch self {
    case .some(let value): value.bind(to: statement, at: index)
    case .none: sqlite3_bind_null(statement, index)
    }
  }
}

extension Statement {
  /// Runs the statement to its end with these values bound to its parameters, in order.
  ///
  /// For statements that only write (no rows are read back), inside a transaction GRDB opened,
  /// on tables no GRDB transaction observer watches: GRDB's bookkeeping around a statement it
  /// runs itself (observers, cancellation) is skipped.
  func run<each Value: DirectValue>(_ values: repeat each Value) throws {
    let statement = sqliteStatement
    sqlite3_reset(statement)
    var index: Int32 = 0
    var code = SQLITE_OK
    for value in repeat each values {
      index += 1
      code = value.bind(to: statement, at: index)
      if code != SQLITE_OK { break }
    }
    precondition(
      code != SQLITE_OK || index == sqlite3_bind_parameter_count(statement),
      "\(index) values for the \(sqlite3_bind_parameter_count(statement)) parameters of \(sql)")
    if code == SQLITE_OK {
      repeat { code = sqlite3_step(statement) } while code == SQLITE_ROW
    }
    guard code == SQLITE_OK || code == SQLITE_DONE else {
      // A value over SQLite's limit is refused before SQLite sees it, so its own last message
      // would be about something else.
      let message =
        code == SQLITE_TOOBIG
        ? "A value is larger than SQLite can store in a row."
        : String(cString: sqlite3_errmsg(sqlite3_db_handle(statement)))
      sqlite3_reset(statement)
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
    }
    sqlite3_reset(statement)
  }
}
