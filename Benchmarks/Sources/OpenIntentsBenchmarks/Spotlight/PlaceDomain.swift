import AppIntents

/// A place, as the Spotlight benchmarks' app indexes it: a two-word name, a kind, a country and
/// a sentence of description.
struct PlaceEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Place", synonyms: ["spot"])
  static let defaultQuery = PlaceQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Kind") var kind: String
  @Property(title: "Country") var country: String
  let summary: String
  let isFeatured: Bool

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(kind) · \(country)")
  }

  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.contentDescription = summary
    attributes.keywords = [kind, country]
    return attributes
  }

  init(id: Int, name: String, kind: String, country: String, summary: String, isFeatured: Bool) {
    self.id = id
    self.summary = summary
    self.isFeatured = isFeatured
    self.name = name
    self.kind = kind
    self.country = country
  }
}

/// Places by identifier from the in-memory store; the featured ones as suggestions.
struct PlaceQuery: EntityQuery {
  @Dependency var store: PlaceStore

  func entities(for identifiers: [Int]) async throws -> [PlaceEntity] {
    let places = store.places
    return identifiers.compactMap { places.indices.contains($0) ? places[$0] : nil }
  }

  func suggestedEntities() async throws -> [PlaceEntity] {
    store.suggested
  }
}

/// The places the queries read, by identifier (the identifier is the position).
final class PlaceStore: Sendable {
  let places: [PlaceEntity]
  let suggested: [PlaceEntity]

  init(_ places: [PlaceEntity], suggestions: Int) {
    self.places = places
    suggested = Array(places.filter(\.isFeatured).prefix(suggestions))
  }
}

/// Opens a place: the intent the benchmark app's phrases run.
struct OpenPlaceIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Place"
  @Parameter(title: "Place") var place: PlaceEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Opening \(place.name)")
  }
}

/// Two phrases, each expanded with 500 suggested places: 1,000 phrases.
struct PlaceShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenPlaceIntent(),
      phrases: ["Open \(\.$place) in \(.applicationName)", "Show \(\.$place)"],
      shortTitle: "Open Place", systemImageName: "mappin")
  }
}

extension Dataset {
  static let kinds = [
    "mountain", "lake", "waterfall", "glacier", "temple", "castle", "bridge", "canyon", "island",
    "volcano", "forest", "desert", "cathedral", "tower", "harbour", "valley", "cave", "palace",
    "reef", "park",
  ]
  static let countries = [
    "Switzerland", "France", "Italy", "Japan", "Peru", "Brazil", "Kenya", "Norway", "Chile",
    "Canada", "Iceland", "Mexico", "Nepal", "Egypt", "Spain", "Greece", "Turkey", "India",
    "China", "Australia", "Argentina", "Morocco", "Portugal", "Austria", "Vietnam",
  ]
  static let nameSyllables = [
    "ka", "lo", "mi", "ter", "zu", "an", "bra", "cel", "dor", "vi", "ro", "sen", "ha", "gel",
    "tor", "nu", "pe", "qui", "mar", "sol", "é", "li", "ber", "wen",
  ]
  static let sentenceWords = [
    "ancient", "quiet", "famous", "hidden", "steep", "wide", "old", "sacred", "remote", "busy",
    "stone", "snow", "river", "trail", "view", "walls", "village", "summit", "shore", "garden",
    "pilgrims", "climbers", "visitors", "sunrise", "storms", "legends", "markets", "bells",
  ]

  /// Places with two-word names of three syllables each (about 14,000 distinct words, some
  /// with accents), one of 20 kinds, one of 25 countries and a ten-word sentence; one in ten
  /// featured.
  static func places(_ count: Int) -> [PlaceEntity] {
    var generator = SplitMix(seed: 7)
    func word() -> String {
      (0..<3).map { _ in nameSyllables[Int(generator.next() % UInt64(nameSyllables.count))] }
        .joined().capitalized
    }
    return (0..<count).map { index in
      let summary = (0..<10).map { _ in
        sentenceWords[Int(generator.next() % UInt64(sentenceWords.count))]
      }.joined(separator: " ")
      return PlaceEntity(
        id: index, name: word() + " " + word(),
        kind: kinds[Int(generator.next() % UInt64(kinds.count))],
        country: countries[Int(generator.next() % UInt64(countries.count))],
        summary: summary.prefix(1).uppercased() + summary.dropFirst() + ".",
        isFeatured: generator.next() % 10 == 0)
    }
  }
}
