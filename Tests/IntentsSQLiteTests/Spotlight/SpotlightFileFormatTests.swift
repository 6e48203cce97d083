import CoreSpotlight
import Foundation
import IntentsFixtures
import GRDB
import IntentsSQLite
import Testing

/// The layout of the index file: files written by earlier versions, batches larger than one
/// chunk of rows, and the check that the full-text index agrees with the stored items.
@Suite struct SpotlightFileFormatTests {
  /// A file in the layout of schema version 2 — every item's text in columns of its own, its
  /// attributes with their names written out — opens, is migrated, and keeps every item, its
  /// attributes and its searchable text.
  @Test func aFileOfTheFirstLayoutIsMigrated() async throws {
    let path = temporarySpotlightPath()
    try LegacyFile.write(
      at: path,
      items: [
        (
          "matterhorn", "peaks",
          [
            ("kMDItemTitle", .text("Matterhorn")),
            ("kMDItemKeywords", .texts(["alps", "cervino"])),
            ("kMDItemDescription", .text("A pyramid above Zermatt")),
            ("com.example.height", .integer(4478)), ("com.example.delta", .integer(-12)),
            ("com.example.lowest", .integer(Int64.min)),
          ]
        ),
        (
          "rosa", nil,
          [("kMDItemTitle", .text("Monte Rosa")), ("kMDItemDisplayName", .text("Dufourspitze"))]
        ),
      ])
    let store = try SQLiteSpotlightIndex(path: path)
    let items = try await store.items(withIdentifiers: ["matterhorn", "rosa"])
      .sorted { $0.uniqueIdentifier < $1.uniqueIdentifier }
    #expect(items.map(\.uniqueIdentifier) == ["matterhorn", "rosa"])
    let matterhorn = items[0].attributeSet
    #expect(items[0].domainIdentifier == "peaks")
    #expect(matterhorn.title == "Matterhorn")
    #expect(matterhorn.keywords == ["alps", "cervino"])
    #expect(matterhorn.contentDescription == "A pyramid above Zermatt")
    func custom(_ name: String) -> Any? {
      matterhorn.value(forCustomKey: CSCustomAttributeKey(keyName: name)!)
    }
    #expect(custom("com.example.height") as? Int == 4478)
    #expect(custom("com.example.delta") as? Int == -12)
    #expect(custom("com.example.lowest") as? Int64 == Int64.min)
    #expect(items[1].attributeSet.displayName == "Dufourspitze")
    #expect(try await store.identifiers("cervino") == ["matterhorn"])
    #expect(try await store.identifiers("pyramid") == ["matterhorn"])
    #expect(try await store.identifiers("dufourspitze") == ["rosa"])
    #expect(try await store.completions(forPrefix: "dufour", limit: 5) == ["dufourspitze"])
    try await store.checkIntegrity()
    // Written and deleted after the migration, the index stays whole.
    try await store.index([spotlightItem("matterhorn", "Cervino", keywords: ["alps"])])
    try await store.delete(identifiers: ["rosa"])
    #expect(try await store.identifiers("pyramid").isEmpty)
    #expect(try await store.identifiers("cervino") == ["matterhorn"])
    #expect(try await store.identifiers("dufourspitze").isEmpty)
    try await store.checkIntegrity()
  }

  /// A batch of several chunks of rows — whose rows are worked out ahead, on another thread —
  /// applies in order: an item indexed again later in the batch replaces the earlier one, an
  /// update merges into the row written earlier in the same batch, and the index ends up as
  /// the in-memory store does.
  @Test(arguments: SpotlightBackend.allCases)
  func aLargeBatchAppliesInOrder(_ backend: SpotlightBackend) async throws {
    let store = try backend.make()
    var items = (0..<5000).map { number in
      spotlightItem(
        "walk-\(number)", "Walk \(number) lakeside", keywords: ["route\(number % 7)"],
        domain: number % 2 == 0 ? "even" : "odd")
    }
    items.append(spotlightItem("walk-100", "Glacier crossing", keywords: ["ice"]))
    let update = CSSearchableItem(
      uniqueIdentifier: "walk-4999", domainIdentifier: nil,
      attributeSet: CSSearchableItemAttributeSet())
    update.attributeSet.keywords = ["summit"]
    update.isUpdate = true
    items.append(update)
    try await store.index(items)
    #expect(try await store.statistics().itemCount == 5000)
    #expect(try await store.identifiers("glacier") == ["walk-100"])
    #expect(try await store.identifiers("100 lakeside").isEmpty)
    #expect(try await store.identifiers("summit") == ["walk-4999"])
    #expect(try await store.identifiers("4999 lakeside") == ["walk-4999"])
    #expect(try await store.page("lakeside").total == 4999)
    #expect(try await store.page("route3").total == 714)
    if let sqlite = store as? SQLiteSpotlightIndex { try await sqlite.checkIntegrity() }
  }

  /// Every attribute name — each well-known one, which the file writes as a number, and a
  /// custom one — reads back from a set holding it alone (a short set naming an attribute
  /// numbered past its own size included), and such items can be deleted.
  @Test func everyAttributeNameReadsBackAlone() async throws {
    let store = try SQLiteSpotlightIndex(path: temporarySpotlightPath())
    let names =
      [
        "kMDItemTitle", "kMDItemDisplayName", "kMDItemAlternateNames", "kMDItemDescription",
        "kMDItemKeywords", "kMDItemTextContent", "kMDItemThumbnailData", "kMDItemThumbnailURL",
        "kMDItemContentURL", "kMDItemURL", "kMDItemIdentifier", "kMDItemRelatedUniqueIdentifier",
        "kMDItemDomainIdentifier", "kMDItemContentType", "kMDItemContentCreationDate",
        "kMDItemContentModificationDate", "kMDItemDateAdded", "kMDItemLastUsedDate",
        "kMDItemNamedLocation", "kMDItemLatitude", "kMDItemLongitude",
        "kMDItemSupportsNavigation", "kMDItemStarRating", "kMDItemArtist", "kMDItemAlbum",
        "kMDItemAuthors", "com.openintents.entity-type", "com.openintents.entity-identifier",
        "com.openintents.entity-priority", "com.example.custom",
      ]
    let values: [CSAttributeValue] = [
      .string("A"), .number(NSNumber(value: -3)), .number(NSNumber(value: true)),
    ]
    var items: [CSSearchableItem] = []
    for (index, name) in names.enumerated() {
      let attributes = CSSearchableItemAttributeSet()
      attributes.setValue(values[index % values.count], forAttributeNamed: name)
      items.append(
        CSSearchableItem(
          uniqueIdentifier: "i\(index)", domainIdentifier: nil, attributeSet: attributes))
    }
    try await store.index(items)
    let stored = try await store.items(withIdentifiers: items.map(\.uniqueIdentifier))
    #expect(stored.count == names.count)
    for item in stored {
      let index = Int(item.uniqueIdentifier.dropFirst())!
      #expect(
        item.attributeSet.allAttributes == [names[index]: values[index % values.count]],
        "\(names[index])")
    }
    try await store.delete(identifiers: items.map(\.uniqueIdentifier))
    #expect(try await store.statistics().itemCount == 0)
    try await store.checkIntegrity()
  }

  /// Damaged attribute bytes — arrays nested without end, a name numbered past the known
  /// ones, a truncated value — are an error when the item is read, never a crash.
  @Test func damagedAttributesAreAnErrorNotACrash() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await store.index([spotlightItem("a", "Glacier Trail")])
    let nested =
      [UInt8]([1, 4]) + Array(repeating: [7, 1], count: 100_000).flatMap { $0 }
      + [0, 0]
    for damaged in [nested, [1, 200, 0, 1, 65], [1, 4, 0, 9, 65]] {
      let queue = try DatabaseQueue(path: path)
      try await queue.write { db in
        try db.execute(
          sql: "UPDATE spotlight_item SET attributes = ? WHERE identifier = 'a'",
          arguments: [Data(damaged)])
      }
      await #expect(throws: (any Error).self) {
        _ = try await store.items(withIdentifiers: ["a"])
      }
    }
  }

  /// The check finds an index whose text no longer matches its items.
  @Test func theCheckFindsTextThatDisagreesWithTheItems() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await store.index([spotlightItem("a", "Glacier Trail"), spotlightItem("b", "Lake Walk")])
    try await store.checkIntegrity()
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(sql: "UPDATE spotlight_item SET title = 'Forest Trail' WHERE identifier = 'a'")
    }
    await #expect(throws: CSIndexError.self) { try await store.checkIntegrity() }
  }
}

/// Writes index files in the layout of schema version 2, as earlier versions left them.
enum LegacyFile {
  enum Value {
    case text(String)
    case texts([String])
    case integer(Int64)
  }

  static func write(
    at path: String, items: [(id: String, domain: String?, attributes: [(String, Value)])]
  ) throws {
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('spotlight v1'),
            ('spotlight v2: text written without triggers');
          CREATE TABLE spotlight_item (
            rowid INTEGER PRIMARY KEY, identifier TEXT NOT NULL UNIQUE, domain TEXT,
            entity_type TEXT, entity_id TEXT, priority INTEGER NOT NULL DEFAULT 0,
            boost REAL NOT NULL DEFAULT 1, expires REAL, title TEXT NOT NULL, names TEXT NOT NULL,
            keywords TEXT NOT NULL, content TEXT NOT NULL, attributes BLOB NOT NULL);
          CREATE INDEX spotlight_item_by_domain ON spotlight_item(domain)
            WHERE domain IS NOT NULL;
          CREATE INDEX spotlight_item_by_entity ON spotlight_item(entity_type, priority DESC)
            WHERE entity_type IS NOT NULL;
          CREATE INDEX spotlight_item_by_expiry ON spotlight_item(expires)
            WHERE expires IS NOT NULL;
          CREATE VIRTUAL TABLE spotlight_text USING fts5(
            title, names, keywords, content, content='spotlight_item', content_rowid='rowid',
            tokenize='porter unicode61 remove_diacritics 2', prefix='2 3');
          CREATE VIRTUAL TABLE spotlight_words USING fts5(
            title, names, content='spotlight_item', content_rowid='rowid',
            tokenize='unicode61 remove_diacritics 2');
          CREATE VIRTUAL TABLE spotlight_vocabulary USING fts5vocab(spotlight_words, 'row');
          CREATE TABLE spotlight_term (rowid INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE);
          CREATE VIRTUAL TABLE spotlight_term_trigrams USING fts5(
            term, content='spotlight_term', content_rowid='rowid', tokenize='trigram');
          CREATE TABLE spotlight_state (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID;
          """)
      for item in items {
        let values = Dictionary(uniqueKeysWithValues: item.attributes)
        func text(_ name: String) -> [String] {
          switch values[name] {
          case .text(let text)?: [text]
          case .texts(let texts)?: texts
          default: []
          }
        }
        var titles: [String] = []
        for title in text("kMDItemTitle") + text("kMDItemDisplayName") where !titles.contains(title)
        {
          titles.append(title)
        }
        let title = titles.joined(separator: "\n")
        let keywords = text("kMDItemKeywords").joined(separator: "\n")
        let content = text("kMDItemDescription").joined(separator: "\n")
        try db.execute(
          sql: """
            INSERT INTO spotlight_item (identifier, domain, title, names, keywords, content,
              attributes) VALUES (?, ?, ?, '', ?, ?, ?)
            """,
          arguments: [item.id, item.domain, title, keywords, content, encode(item.attributes)])
        let rowid = db.lastInsertedRowID
        try db.execute(
          sql: """
            INSERT INTO spotlight_text (rowid, title, names, keywords, content)
            VALUES (?, ?, '', ?, ?)
            """, arguments: [rowid, title, keywords, content])
        try db.execute(
          sql: "INSERT INTO spotlight_words (rowid, title, names) VALUES (?, ?, '')",
          arguments: [rowid, title])
      }
    }
  }

  /// The legacy attribute bytes: a count, then each attribute by name — the name in full —
  /// and a tagged value, integers as eight little-endian bytes.
  private static func encode(_ attributes: [(String, Value)]) -> Data {
    var bytes: [UInt8] = []
    func length(_ value: Int) {
      var value = UInt64(value)
      repeat {
        let low = UInt8(value & 0x7F)
        value >>= 7
        bytes.append(value == 0 ? low : low | 0x80)
      } while value != 0
    }
    func text(_ string: String) {
      length(string.utf8.count)
      bytes += Array(string.utf8)
    }
    length(attributes.count)
    for (name, value) in attributes.sorted(by: { $0.0 < $1.0 }) {
      text(name)
      switch value {
      case .text(let string):
        bytes.append(0)
        text(string)
      case .texts(let strings):
        bytes.append(7)
        length(strings.count)
        for string in strings {
          bytes.append(0)
          text(string)
        }
      case .integer(let integer):
        bytes.append(1)
        for shift in stride(from: 0, to: 64, by: 8) {
          bytes.append(UInt8((UInt64(bitPattern: integer) >> UInt64(shift)) & 0xFF))
        }
      }
    }
    return Data(bytes)
  }
}
