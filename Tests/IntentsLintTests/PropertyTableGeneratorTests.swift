import Foundation
import IntentsLint
import Testing

/// The property tables the EntityPropertyTables plugin writes: which structs get one, what it
/// lists, and under which conditions. That the tables compile and give the runtime its columns
/// is shown by every target that applies the plugin (the example app, the fixtures, the tests).
@Suite struct PropertyTableGeneratorTests {
  private func generate(_ sources: String...) -> String {
    PropertyTableGenerator.generate(
      sources: sources.enumerated().map { ("Sources/App/File\($0.offset).swift", $0.element) },
      module: "App")
  }

  /// The entries a table lists, as `.init("name", \Self.$name, { $0.$name })`: a literal's
  /// lines, or appends.
  private func fields(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.compactMap {
      line in
      if line.hasPrefix(".init(\"") { return String(line.dropLast()) }
      guard line.hasPrefix("fields.append(") else { return nil }
      return String(line.dropFirst("fields.append(".count).dropLast())
    }
  }

  /// The entry of a property: its name, the key path to its object, and the same access as a
  /// function.
  private func entry(_ name: String) -> String {
    #".init("\#(name)", \Self.$\#(name), { $0.$\#(name) })"#
  }

  @Test func everyKindOfEntityPropertyIsListedInDeclarationOrder() {
    let text = generate(
      """
      struct BookEntity: AppEntity {
        static let defaultQuery = BookQuery()
        let id: UUID
        @Property(title: "Title") var title: String
        @AppIntents.Property var pages: Int
        @EntityProperty var `default`: Bool
        @ComputedProperty var shelf: String { "A" }
        @DeferredProperty var summary: String { get async { "" } }
        var plain: String
        static var count = 0
        var displayRepresentation: DisplayRepresentation { "\\(title)" }
      }
      """)
    #expect(text.contains("extension BookEntity: AppIntents._EntityPropertyTable {"))
    #expect(
      fields(text) == [
        entry("title"), entry("pages"),
        entry("default"), entry("shelf"),
        entry("summary"),
      ])
    // Without `#if`, the list is a literal.
    #expect(!text.contains("fields.append"))
    // An internal type: the import and the member say no access.
    #expect(text.contains("\nimport AppIntents\n"))
    #expect(text.contains("  static var _entityPropertyFields"))
    #expect(text.contains("// File0.swift:1"))
  }

  @Test func whatAnotherFileCannotNameGetsNoTable() {
    let text = generate(
      """
      private struct Hidden: AppEntity { @Property var name: String }
      fileprivate struct AlsoHidden: AppEntity { @Property var name: String }
      private enum Holder { struct Inside: AppEntity { @Property var name: String } }
      private extension Known { struct Added: AppEntity { @Property var name: String } }
      struct Known {}
      func make() {
        struct Local: AppEntity { @Property var name: String }
      }
      class Shelf: AppEntity { @Property var name: String }
      struct Manual: AppEntity, _EntityPropertyTable { @Property var name: String }
      struct Secretive: AppEntity {
        @Property private var code: String
        @Property private(set) var name: String
        @MainActor @Property var shown: String
        @Property @DatabaseActor var stored: String
      }
      @DatabaseActor struct Guarded: AppEntity { @Property var name: String }
      """)
    #expect(!text.contains("Hidden"))
    #expect(!text.contains("Inside"))
    #expect(!text.contains("Added"))
    #expect(!text.contains("Local"))
    #expect(!text.contains("Shelf"))
    #expect(!text.contains("Manual"))
    #expect(text.contains("extension Secretive"))
    #expect(fields(text) == [entry("name")])
    #expect(text.contains("// Left out: ‘code’ is private, so its $code cannot be named here."))
    #expect(
      text.contains("// Left out: ‘shown’ is isolated to a global actor, which this table is not."))
    #expect(text.contains("// Left out: ‘stored’ is isolated to a global actor"))
    #expect(!text.contains("extension Guarded"))
    #expect(text.contains("Left out: Guarded is isolated to a global actor"))
  }

  @Test func nestedTypesAreNamedFromTheModule() {
    let text = generate(
      """
      enum Library {
        struct Book: AppEntity { @Property var title: String }
        public struct Loud: AppEntity { @Property var title: String }
      }
      """,
      """
      extension Library { struct Shelf: AppEntity { @Property var label: String } }
      extension Foreign.Kind { struct Tag: AppEntity { @Property var label: String } }
      """)
    #expect(text.contains("extension Library.Book: AppIntents._EntityPropertyTable"))
    #expect(text.contains("extension Library.Shelf: AppIntents._EntityPropertyTable"))
    #expect(text.contains("extension Foreign.Kind.Tag: AppIntents._EntityPropertyTable"))
    // A public type inside an internal one is internal.
    #expect(text.contains("extension Library.Loud"))
    #expect(!text.contains("public"))
  }

  @Test func membersGetTheirTypesAccessAndTheImportIsWrittenAsTheTargetWritesIt() {
    let text = generate(
      """
      public import AppIntents
      public struct Open: AppEntity { @Property public var name: String }
      package struct Shared: AppEntity { @Property package var name: String }
      public extension Outer { struct Inner: AppEntity { @Property public var name: String } }
      internal extension Outer { public struct Loud: AppEntity { @Property public var name: String } }
      public struct Outer {}
      """)
    #expect(text.contains("\npublic import AppIntents\n"))
    #expect(text.contains("extension Open: AppIntents._EntityPropertyTable {\n  public static var"))
    #expect(
      text.contains("extension Shared: AppIntents._EntityPropertyTable {\n  package static var"))
    #expect(
      text.contains("extension Outer.Inner: AppIntents._EntityPropertyTable {\n  public static var")
    )
    // What a member says holds over its extension's modifier.
    #expect(
      text.contains("extension Outer.Loud: AppIntents._EntityPropertyTable {\n  public static var"))
    // A plain import where the target writes plain ones: Swift refuses to mix the two.
    let plain = generate("package struct Shared: AppEntity { @Property var name: String }")
    #expect(plain.contains("\nimport AppIntents\n"))
    #expect(plain.contains("  package static var"))
    let explicit = generate(
      "internal import AppIntents", "struct Book: AppEntity { @Property var name: String }")
    #expect(explicit.contains("\ninternal import AppIntents\n"))
  }

  @Test func aTypeInAnExtensionIsBoundedByTheTypeItExtends() {
    let text = generate(
      """
      enum Library { enum Shelf {} }
      extension Library.Shelf { public struct Book: AppEntity { @Property public var title: String } }
      extension App.Library { public struct Map: AppEntity { @Property public var title: String } }
      """)
    #expect(text.contains("extension Library.Shelf.Book"))
    #expect(text.contains("extension Library.Map"))
    #expect(!text.contains("public"))
  }

  @Test func onlyEntitiesGetATable() {
    let text = generate(
      """
      struct Settings { @Property var theme: String }
      struct Later { @Property var name: String }
      extension Later: AppEntity {}
      protocol Catalogued: IndexedEntity {}
      protocol Shelved: Catalogued {}
      struct Volume: Shelved { @Property var name: String }
      struct Written: AppEntity { @Property var name: String }
      extension Written: _EntityPropertyTable {}
      @MainActor struct Isolated: AppEntity { @Property var name: String }
      struct Odd: AppEntity { @Property var `two words`: String }
      """)
    #expect(!text.contains("extension Settings"))
    #expect(text.contains("extension Later: AppIntents._EntityPropertyTable"))
    #expect(text.contains("extension Volume: AppIntents._EntityPropertyTable"))
    #expect(!text.contains("extension Written"))
    #expect(!text.contains("extension Isolated"))
    #expect(text.contains("// Left out: Isolated is isolated to a global actor"))
    #expect(!text.contains("extension Odd"))
    #expect(text.contains("// Left out: ‘two words’ is not a plain identifier."))
  }

  @Test func conditionsAreKept() {
    let text = generate(
      """
      #if os(Linux)
      struct Penguin: AppEntity {
        @Property var name: String
        #if DEBUG
        @Property var trace: String
        #elseif canImport(Glibc)
        @Property var libc: String
        #else
        @Property var other: String
        #endif
      }
      #endif
      """)
    #expect(text.contains("#if (os(Linux))\nextension Penguin"))
    #expect(text.contains("#if (DEBUG)\n    fields.append(.init(\"trace\""))
    #expect(text.contains("#if !(DEBUG) && (canImport(Glibc))\n    fields.append(.init(\"libc\""))
    #expect(text.contains("#if !(DEBUG) && !(canImport(Glibc))\n    fields.append(.init(\"other\""))
    #expect(text.contains("fields.reserveCapacity(4)"))
    #expect(fields(text).count == 4)
    #expect(text.hasSuffix("}\n#endif\n"))
  }

  @Test func aSchemaEntityIsLeftToItsMacro() {
    let text = generate(
      """
      @AppEntity(schema: .photos.album)
      struct AlbumEntity { let id: String; @Property var extra: String }
      @AssistantEntity(schema: .photos.asset)
      struct AssetEntity { let id: String; @Property var extra: String }
      @AppEntity
      struct NoSchema: AppEntity { @Property var name: String }
      """)
    #expect(!text.contains("AlbumEntity"))
    #expect(!text.contains("AssetEntity"))
    #expect(text.contains("extension NoSchema"))
  }

  @Test func sourcesWithoutEntitiesGiveOnlyTheHeader() {
    let text = generate("struct Plain { var name: String }", "")
    #expect(!text.contains("import"))
    #expect(!text.contains("extension"))
    #expect(text.hasPrefix("// Generated by the EntityPropertyTables build plugin"))
  }
}
