import AppIntents
import Foundation

/// The per-identifier work of resolving identifiers — parsing and checking each, keeping the
/// distinct ones, finding each among the entities the query returned — done in code
/// specialised for the common identifier types (`Int`, `String`, `UUID`), whatever the entity
/// type, since resolving a thousand identifiers does it a thousand times.
enum IdentifierResolution {
  /// The identifiers parsed, in order; the distinct ones in order of first appearance; and for
  /// each identifier, the index of its value among the distinct ones. Throws
  /// ``IntentsError/malformedIdentifier`` for the first that is not one of `entityType`.
  @_specialize(where ID == Int)
  @_specialize(where ID == String)
  @_specialize(where ID == UUID)
  static func parse<ID: EntityIdentifierConvertible & Hashable>(
    _ identifiers: [String], as _: ID.Type, entityType: String
  ) throws -> (parsed: [ID], unique: [ID], slots: [Int]) {
    var parsed: [ID] = []
    parsed.reserveCapacity(identifiers.count)
    var unique: [ID] = []
    var slots: [Int] = []
    slots.reserveCapacity(identifiers.count)
    var seen = [ID: Int](minimumCapacity: identifiers.count)
    for text in identifiers {
      guard let id = identifier(text, as: ID.self) else {
        throw IntentsError(
          IntentsError.malformedIdentifier,
          "“\(text.prefix(80))” is not an identifier of \(entityType): identifiers of this type "
            + "are \(IdentifierForm.phrase(ID.self)).")
      }
      parsed.append(id)
      if let slot = seen[id] {
        slots.append(slot)
      } else {
        seen[id] = unique.count
        slots.append(unique.count)
        unique.append(id)
      }
    }
    return (parsed, unique, slots)
  }

  /// The identifier the text is, when it is one of the type in canonical form.
  @inline(__always)
  private static func identifier<ID: EntityIdentifierConvertible>(
    _ text: String, as _: ID.Type
  ) -> ID? {
    if ID.self == Int.self {
      return canonicalInteger(text).flatMap { $0 as? ID }
    }
    // The UTF-8 length bounds the scalar count and is known without a walk.
    guard
      text.utf8.count <= EntityIdentifier.valueMaximumLength
        || text.unicodeScalars.count <= EntityIdentifier.valueMaximumLength
    else { return nil }
    return ID.entityIdentifier(for: text)
  }

  /// The integer the text writes in canonical decimal — digits with an optional `-`, no `+`,
  /// no leading zero but in `0` itself, within `Int`'s range — read in one pass over its bytes;
  /// `nil` for any other text.
  static func canonicalInteger(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes -> Int? in
      let negative = bytes.first == UInt8(ascii: "-")
      var index = negative ? 1 : 0
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "0") { return bytes.count == 1 ? 0 : nil }
      // Accumulated with the sign as it goes, so that `Int.min` fits.
      var value = 0
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
        let (next, carried) =
          negative
          ? shifted.subtractingReportingOverflow(Int(digit))
          : shifted.addingReportingOverflow(Int(digit))
        guard !overflowed, !carried else { return nil }
        value = next
        index += 1
      }
      return value
    }
  }

  /// For each parsed identifier, the index in `found` of the first entity with it, or `nil`.
  @_specialize(where ID == Int)
  @_specialize(where ID == String)
  @_specialize(where ID == UUID)
  static func positions<ID: Hashable>(of parsed: [ID], among found: [ID]) -> [Int?] {
    var first: [ID: Int] = Dictionary(minimumCapacity: found.count)
    for (index, id) in found.enumerated() where first[id] == nil { first[id] = index }
    return parsed.map { first[$0] }
  }
}
