import AppIntents
import Foundation
import Synchronization

/// What Spotlight searches read of a host's declarations, worked out once instead of for each
/// search: the types an assistant only may see, the types searched, and — for each set of types
/// and locale — the single-word names that name a type ("landmark", "sights").
final class SpotlightDeclarations: Sendable {
  /// The types and intents whose assistant schema is for an assistant only.
  let assistantOnly: Set<String>
  /// The entity types Spotlight searches, sorted.
  let searchable: [String]
  private let typeWords = Mutex<[String: [String: Set<String>]]>([:])
  /// At most this many sets of types keep their words: clients name sets of types freely.
  private static var remembered: Int { 64 }

  init(_ registry: Registry) {
    let hidden = Set(registry.adoptedSchemas.filter(\.schema.isAssistantOnly).map(\.type))
    assistantOnly = hidden
    searchable = registry.entities.keys.sorted().filter { !hidden.contains($0) }
  }

  /// The single-word names and synonyms of the types, folded, with the types they name, as
  /// `SpotlightQuery.typeWords(of:)` finds them in the current locale.
  func typeWords(
    of scope: Set<String>, _ registry: Registry
  ) -> [String: Set<String>] {
    let key = ([Locale.current.identifier] + scope.sorted()).joined(separator: "\u{0}")
    if let known = typeWords.withLock({ $0[key] }) { return known }
    let words = SpotlightQuery.typeWords(of: scope.compactMap { registry.entities[$0]?.entityType })
    typeWords.withLock { if $0.count < Self.remembered { $0[key] = words } }
    return words
  }
}
