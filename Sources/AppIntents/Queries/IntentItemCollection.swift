/// Options grouped in sections, with an optional prompt — a richer alternative to returning an
/// array from `suggestedEntities()` or `entities(matching:)`.
///
/// ```swift
/// func suggestedEntities() async throws -> IntentItemCollection<TrailEntity> {
///   IntentItemCollection(promptLabel: "Which trail?") {
///     IntentItemSection("Favorites", items: favorites)
///     IntentItemSection("Nearby", items: nearby)
///   }
/// }
/// ```
public struct IntentItemCollection<Result>: ResultsCollection where Result: _IntentValue {
  /// The sections, in order.
  public var sections: [IntentItemSection<Result>]
  /// The prompt shown above the options.
  public var promptLabel: LocalizedStringResource?
  /// Whether a long list shows an alphabetical index.
  public var usesIndexedCollation: Bool

  /// A collection built from sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: sectionsBuilder())
  }

  /// A collection of one untitled section holding the values.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    items: [Result]
  ) where Result: DisplayRepresentable {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: [IntentItemSection(items: items.map { IntentItem($0) })])
  }

  /// A collection of the given sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    sections: [IntentItemSection<Result>]
  ) {
    self.sections = sections
    self.promptLabel = promptLabel
    self.usesIndexedCollation = usesIndexedCollation
  }

  /// Every option's value, in order, across sections.
  public var items: [Result.ValueType] {
    sections.flatMap { $0.items.compactMap { $0.value as? Result.ValueType } }
  }

  /// A collection with no sections.
  public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

extension IntentItemCollection: Sendable where Result: Sendable {}
