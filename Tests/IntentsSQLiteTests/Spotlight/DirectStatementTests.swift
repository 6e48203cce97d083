import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import IntentsSQLite

/// The index writes its rows by binding values straight to GRDB's prepared statements
/// (`Statement.run`): random values of every kind it binds — text with NUL, accents and
/// characters outside the BMP, empty text and blobs, integers at their bounds, numbers of
/// every magnitude, `nil`s — are stored exactly as GRDB's `execute(arguments:)` stores them.
@Suite struct DirectStatementTests {
  @Test(arguments: 1...4)
  func valuesAreStoredAsGRDBStoresThem(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 900)
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE direct (id INTEGER PRIMARY KEY, a, b, c, d, e, f);
          CREATE TABLE plain (id INTEGER PRIMARY KEY, a, b, c, d, e, f);
          """)
      let direct = try db.makeStatement(
        sql: "INSERT INTO direct (a, b, c, d, e, f) VALUES (?, ?, ?, ?, ?, ?)")
      let plain = try db.makeStatement(
        sql: "INSERT INTO plain (a, b, c, d, e, f) VALUES (?, ?, ?, ?, ?, ?)")
      for _ in 0..<300 {
        let text = Self.maybe(Self.text(&generator), &generator)
        let whole = Self.maybe(
          [Int.max, Int.min, 0, -1, Int.random(in: .min ... .max, using: &generator)]
            .randomElement(using: &generator)!, &generator)
        let wide = Self.maybe(Int64.random(in: .min ... .max, using: &generator), &generator)
        let number = Self.maybe(Self.number(&generator), &generator)
        let bytes = Self.maybe(
          (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
          }, &generator)
        let plainText = Self.text(&generator)
        try direct.run(text, whole, wide, number, bytes, plainText)
        try plain.execute(arguments: [text, whole, wide, number, bytes.map { Data($0) }, plainText])
      }
      let columns = "typeof(a), a, typeof(b), b, typeof(c), c, typeof(d), d, typeof(e), e, f"
      let stored = try Row.fetchAll(db, sql: "SELECT \(columns) FROM direct ORDER BY id")
      let expected = try Row.fetchAll(db, sql: "SELECT \(columns) FROM plain ORDER BY id")
      #expect(stored.count == 300)
      for (row, other) in zip(stored, expected) { #expect(row == other, "\(row) vs \(other)") }
    }
  }

  /// A statement given more than SQLite can store fails as GRDB's does — a `DatabaseError` —
  /// and writes nothing.
  @Test func aValueOverSQLitesLimitIsRefusedAndNothingIsWritten() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE t (a)")
      sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, 1000)
      let insert = try db.makeStatement(sql: "INSERT INTO t (a) VALUES (?)")
      #expect(throws: DatabaseError.self) { try insert.run(String(repeating: "x", count: 2000)) }
      #expect(throws: DatabaseError.self) {
        try insert.execute(arguments: [String(repeating: "x", count: 2000)])
      }
      try insert.run("fits")
      #expect(try String.fetchAll(db, sql: "SELECT a FROM t") == ["fits"])
    }
  }

  static func maybe<Value>(_ value: Value, _ generator: inout SeededGenerator) -> Value? {
    Int.random(in: 0..<5, using: &generator) == 0 ? nil : value
  }

  static func text(_ generator: inout SeededGenerator) -> String {
    let characters = Array("aZ09 \u{0}\n\"'\\ée\u{301}日本🙂𝄞\u{FEFF}")
    return String(
      (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        characters.randomElement(using: &generator)!
      })
  }

  static func number(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      return [0, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .pi]
        .randomElement(using: &generator)!
    case 1: return .nan
    case 2: return [.infinity, -.infinity].randomElement(using: &generator)!
    default:
      return Double.random(in: -1...1, using: &generator)
        * pow(10, Double(Int.random(in: -300...300, using: &generator)))
    }
  }
}
