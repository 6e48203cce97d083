import AppIntents
import Foundation

/// The per-identifier work of resolving identifiers — parsing and checking each, keeping the
/// distinct ones, finding each among the entities the query returned — done in code
/// specialised for the common identifier types (`Int`, `String`, `UUID`), whatever the entity
/// type, since resolving a thousand identifiers does it a thousand times.
enum IdentifierResolution {
  /// The identifiers parsed, in order, and the distinct ones in order of first appearance;
  /// throws ``IntentsError/malformedIdentifier`` for the first that is not one of `entityType`.
  @_specialize(where ID == Int)
  @_specialize(where ID == String)
  @_specialize(where ID == UUID)
  static func parse<ID: EntityIdentifierConvertible & Hashable>(
    _ identifiers: [String], as _: ID.Type, entityType: String
  ) throws -> (parsed: [ID], unique: [ID]) {
    var parsed: [ID] = []
    parsed.reserveCapacity(identifiers.count)
    var unique: [ID] = []
    var seen = Set<ID>(minimumCapacity: identifiers.count)
    for text in identifiers {
      // The UTF-8 length bounds the scalar count and is known without a walk.
      guard
        text.utf8.count <= EntityIdentifier.valueMaximumLength
          || text.unicodeScalars.count <= EntityIdentifier.valueMaximumLength,
        IdentifierForm.isCanonical(text, ID.self),
        let id = ID.entityIdentifier(for: text)
      else {
        throw IntentsError(
          IntentsError.malformedIdentifier,
          "“\(text.prefix(80))” is not an identifier of \(entityType): identifiers of this type "
            + "are \(IdentifierForm.phrase(ID.self)).")
      }
      parsed.append(id)
      if seen.insert(id).inserted { unique.append(id) }
    }
    return (parsed, unique)
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
