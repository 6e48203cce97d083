public import AppIntents

/// The answer to a Spotlight search across an app's indexed entity types: a page of live
/// entities, best first, the App Shortcuts whose phrases match, and the index entries whose
/// entities no longer exist.
///
/// An OpenIntents addition (``IntentsHost/spotlight(query:limit:offset:types:)``). Adapters
/// forward it as it is: ``hits`` with their scores and matched fields, ``total`` and
/// ``nextOffset`` for paging, ``stale`` to report or purge.
public struct SpotlightResults: Sendable {
  /// The text searched, as given.
  public var query: String
  /// How the hits were found.
  public var match: SpotlightMatch
  /// The words searched for, after folding; with ``SpotlightMatch/corrected``, the
  /// corrections tried for each word that found nothing.
  public var words: [SpotlightWord]
  /// The live entities of this page, best first.
  public var hits: [SpotlightHit]
  /// App Shortcuts whose phrases contain the words, on the first page only.
  public var shortcuts: [ShortcutInvocation]
  /// Index entries met on this page whose entities no longer exist; left out of ``hits``.
  /// Purge them with ``IntentsHost/purgeSpotlightEntries(_:)``.
  public var stale: [SpotlightStaleEntry]
  /// How many index entries match in all (stale ones the search has not met included).
  public var total: Int
  /// The offset this page starts at.
  public var offset: Int
  /// The offset of the next page, or `nil` on the last one.
  public var nextOffset: Int?

  /// Whether entries after this page matched too (``nextOffset`` is then where they start).
  public var truncated: Bool { nextOffset != nil }
}

/// How a Spotlight search found its hits: the first way that found anything.
///
/// An OpenIntents addition.
public enum SpotlightMatch: String, Sendable, Hashable, Codable {
  /// Items hold every word (the last one as a prefix, while typing).
  case allWords
  /// A word named an entity type ("landmark", or a synonym such as "sight"): the items of
  /// that type holding the other words — or all of them by priority, with no other word.
  case typeWords
  /// Some words found nothing as typed; their closest spellings found these items.
  case corrected
  /// No item holds every word; these hold some of them, the most first.
  case someWords
  /// Nothing matched, or there was nothing to search for.
  case none
}

/// A word of a Spotlight query, as searched.
///
/// An OpenIntents addition.
public struct SpotlightWord: Sendable, Hashable, Codable {
  /// The folded word.
  public var word: String
  /// Whether it was searched as a prefix (the last word, still being typed).
  public var isPrefix: Bool
  /// The entity types it named, if it was a type word.
  public var entityTypes: [String]
  /// The spellings tried instead, when it found nothing as typed.
  public var corrections: [String]

  /// A word, as searched.
  public init(word: String, isPrefix: Bool, entityTypes: [String], corrections: [String]) {
    self.word = word
    self.isPrefix = isPrefix
    self.entityTypes = entityTypes
    self.corrections = corrections
  }
}

/// One entity a Spotlight search found.
///
/// An OpenIntents addition.
public struct SpotlightHit: Sendable {
  /// The entity, resolved through its query's `entities(for:)`.
  public var entity: EntityValue
  /// The unique identifier of the index entry that matched.
  public var itemIdentifier: String
  /// How well it matched, with its priority weighed in; higher is better, comparable within
  /// one answer.
  public var score: Double
  /// The priority the entity was indexed with.
  public var priority: Int
  /// Where the words were found, most important first.
  public var matchedFields: [CSIndexField]

  /// The persistent identifier of the entity's type.
  public var typeIdentifier: String { entity.typeIdentifier }
  /// The entity's identifier.
  public var identifier: String { entity.identifier }
  /// The entity's title, as it is now.
  public var title: String { entity.title }
}

/// An index entry whose entity no longer exists (or whose identifier its type no longer
/// reads).
///
/// An OpenIntents addition.
public struct SpotlightStaleEntry: Sendable, Hashable, Codable {
  /// The unique identifier of the index entry.
  public var itemIdentifier: String
  /// The entity type it was associated with.
  public var typeIdentifier: String
  /// The identifier it was associated with.
  public var identifier: String

  /// A stale entry.
  public init(itemIdentifier: String, typeIdentifier: String, identifier: String) {
    self.itemIdentifier = itemIdentifier
    self.typeIdentifier = typeIdentifier
    self.identifier = identifier
  }
}

/// What a host's Spotlight index holds.
///
/// An OpenIntents addition (``IntentsHost/spotlightStatus()``).
public struct SpotlightStatus: Sendable, Hashable {
  /// One entity type the host serves.
  public struct EntityType: Sendable, Hashable {
    /// The type's persistent identifier.
    public var identifier: String
    /// Whether the type adopts `IndexedEntity`.
    public var isIndexed: Bool
    /// How many index entries stand for entities of the type.
    public var indexedCount: Int
    /// Whether ``IntentsHost/rebuildSpotlightIndex()`` can list its entities without the
    /// app's help (an enumerable or a property query).
    public var canRebuild: Bool
  }

  /// How many entries the index holds.
  public var itemCount: Int
  /// Every entity type the host serves.
  public var entityTypes: [EntityType]
  /// The client state of the index's last batch, if any.
  public var clientState: Data?
}
