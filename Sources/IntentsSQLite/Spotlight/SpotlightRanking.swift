import Foundation
import GRDB
import GRDBSQLite

/// The FTS5 auxiliary functions the index ranks with, registered on each connection.
///
/// - `openintents_rank(spotlight_text, w₁, w₂, w₃, w₄)` is FTS5's `bm25` — the same formula,
///   k₁ = 1.2, b = 0.75, the columns weighted by `w`, negative so that the best sorts first, each
///   phrase's number of rows counted in full as `bm25` counts it — so that it ranks exactly as
///   `bm25()` does (`SpotlightFastPathTests`).
///
/// The rank also says which columns the row holds a phrase in, from the same list of phrase
/// instances it reads: one bit per column, in order, in the lowest ``fieldBits`` bits of the
/// rank's binary64 significand (see ``fields(of:)``). That perturbs the rank by less than one
/// part in 10¹⁴ — below anything its ordering can tell — and spares a second auxiliary
/// function call on every match, which cost a tenth of a single-word search of a million items.
enum SpotlightRanking {
  /// How many low bits of a rank carry the columns matched: at most this many columns.
  static let fieldBits = 8

  /// The columns a rank, as `openintents_rank` returned it, says the row matched in: one bit
  /// per column.
  static func fields(of rank: Double) -> Int64 {
    Int64(rank.bitPattern & ((1 << UInt64(fieldBits)) - 1))
  }

  /// Registers the function on a connection.
  static func register(_ db: Database) throws {
    let api = FTS5.api(db)
    let mutable = UnsafeMutablePointer(mutating: api)
    for (name, function) in [("openintents_rank", rank)] {
      let code = api.pointee.xCreateFunction(mutable, name, nil, function, nil)
      guard code == SQLITE_OK else {
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: "cannot register \(name)")
      }
    }
  }

  private typealias Function =
    @convention(c) (
      UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, OpaquePointer?, Int32,
      UnsafeMutablePointer<OpaquePointer?>?
    ) -> Void

  private static let rank: Function = { api, context, result, count, arguments in
    guard let api, let arguments, count >= 1 else {
      sqlite3_result_error(result, "openintents_rank: no column weights", -1)
      return
    }
    let phrases = Int(api.pointee.xPhraseCount(context))
    let weights = Int(count)
    guard
      let statistics = SpotlightRanking.statistics(api, context, phrases, weights, arguments)
    else {
      sqlite3_result_error(result, "openintents_rank: cannot read the index", -1)
      return
    }
    var instances: Int32 = 0
    var rowTokens: Int32 = 0
    guard api.pointee.xInstCount(context, &instances) == SQLITE_OK,
      api.pointee.xColumnSize(context, -1, &rowTokens) == SQLITE_OK
    else {
      sqlite3_result_error(result, "openintents_rank: cannot read the row", -1)
      return
    }
    var fields: UInt64 = 0
    let score = withUnsafeTemporaryAllocation(of: Double.self, capacity: phrases) { frequency in
      frequency.initialize(repeating: 0)
      var (phrase, column, offset): (Int32, Int32, Int32) = (0, 0, 0)
      for index in 0..<instances
      where api.pointee.xInst(context, index, &phrase, &column, &offset) == SQLITE_OK {
        frequency[Int(phrase)] += Int(column) < weights ? statistics[1 + phrases + Int(column)] : 1
        if column < fieldBits { fields |= 1 << UInt64(column) }
      }
      let (k1, b) = (1.2, 0.75)
      let lengthFactor = k1 * (1 - b + b * Double(rowTokens) / statistics[0])
      var score = 0.0
      for phrase in 0..<phrases {
        let found = frequency[phrase]
        score += statistics[1 + phrase] * (found * (k1 + 1)) / (found + lengthFactor)
      }
      return score
    }
    let low: UInt64 = (1 << UInt64(fieldBits)) - 1
    let rank = Double(bitPattern: ((-score).bitPattern & ~low) | fields)
    sqlite3_result_double(result, rank)
  }

  /// The statistics of one search, worked out at its first row and kept with it: the average
  /// row length in tokens, each phrase's inverse document frequency, then each column's weight.
  private static func statistics(
    _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer?, _ phrases: Int,
    _ weights: Int, _ arguments: UnsafeMutablePointer<OpaquePointer?>
  ) -> UnsafeMutablePointer<Double>? {
    if let kept = api.pointee.xGetAuxdata(context, 0) {
      return kept.assumingMemoryBound(to: Double.self)
    }
    var rows: Int64 = 0
    var tokens: Int64 = 0
    guard api.pointee.xRowCount(context, &rows) == SQLITE_OK,
      api.pointee.xColumnTotalSize(context, -1, &tokens) == SQLITE_OK,
      let memory = sqlite3_malloc64(
        UInt64(MemoryLayout<Double>.stride * (1 + phrases + weights)))
    else { return nil }
    let statistics = memory.bindMemory(to: Double.self, capacity: 1 + phrases + weights)
    for column in 0..<weights {
      statistics[1 + phrases + column] = sqlite3_value_double(arguments[column])
    }
    let total = Double(max(rows, 1))
    statistics[0] = max(Double(tokens) / total, 1)
    for phrase in 0..<phrases {
      var found: Int64 = 0
      let code = api.pointee.xQueryPhrase(context, Int32(phrase), &found) { _, _, state in
        state!.assumingMemoryBound(to: Int64.self).pointee += 1
        return SQLITE_OK
      }
      guard code == SQLITE_OK else {
        sqlite3_free(memory)
        return nil
      }
      let rows = Double(found)
      let idf = log((total - rows + 0.5) / (rows + 0.5))
      statistics[1 + phrase] = idf > 0 ? idf : 1e-6
    }
    guard api.pointee.xSetAuxdata(context, memory, sqlite3_free) == SQLITE_OK else { return nil }
    return statistics
  }
}
