import Foundation
import IntentsLint
import Testing

/// Apple's build-time rules, and the intents' own.
@Suite struct BuildRuleTests {
  @Test func computedMetadataIsFoundAndLiteralsAreNot() {
    let source = """
      enum Size: String, AppEnum {
        case small, large
        static let typeDisplayRepresentation = TypeDisplayRepresentation(
          name: "Size", numericFormat: "\\(placeholder: .int) sizes")
        static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
          [.small: "Small", .large: DisplayRepresentation(title: "Large", image: .init(systemName: "l"))]
        }
      }

      struct OrderIntent: AppIntent {
        static var title: LocalizedStringResource = LocalizedStringResource(stringLiteral: name)
        static let description = IntentDescription("Orders \\(Shop.name).")
        func perform() async throws -> some IntentResult { .result() }
      }

      struct PlaceEntity: TransientAppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation {
          let name = Strings.place
          return TypeDisplayRepresentation(name: name)
        }
        @Property(title: "Name") var name: String
        var displayRepresentation: DisplayRepresentation { "\\(name)" }
      }
      """
    let findings = lint(source)
    #expect(rules(findings) == Array(repeating: "non-constant-metadata", count: 3))
    #expect(findings.map(\.line) == [11, 12, 17])
    #expect(findings[0].message.contains("OrderIntent.title uses name"))
    #expect(findings[1].message.contains("OrderIntent.description uses \\(Shop.name)"))
    #expect(findings[2].message.contains("PlaceEntity.typeDisplayRepresentation is computed"))
  }

  @Test func anAppEnumBackedByNumbersIsARemark() {
    let findings = lint(
      """
      enum Size: Int, AppEnum {
        case small = 1
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small"]
      }
      enum Shade: String, AppEnum { case light }
      @AppEnum(schema: .photos.assetType)
      enum Kind: AppEnum {
        case photo
      }
      enum Plain: Int { case one }
      """)
    #expect(rules(findings) == ["app-enum-raw-value"])
    #expect(findings.first?.severity == .remark)
    #expect(findings.first?.message == "Size is an AppEnum backed by Int, not String.")
  }

  @Test func anEntityWhoseValuesAreAllPlainPropertiesIsARemark() {
    let findings = lint(
      """
      struct ShelfEntity: AppEntity {
        let id: String
        var name: String
        var books: [String]
        var displayRepresentation: DisplayRepresentation { "\\(name)" }
      }
      struct BinEntity: AppEntity {
        let id: String
      }
      @AppEntity(schema: .photos.album)
      struct AlbumEntity {
        let id: String
        var name: String
      }
      struct BoxEntity: AppEntity {
        let id: String
        @Property(title: "Label") var label: String
        var secret: String
      }
      """)
    #expect(rules(findings) == ["entity-without-properties"])
    #expect(
      findings.first?.message.hasPrefix("ShelfEntity has name, books but no @Property") == true)
  }

  /// An App Shortcuts provider with the phrases given, for an intent taking a book and a count.
  private func shortcuts(_ phrases: String, count: Int = 1) -> String {
    let shortcut = """
        AppShortcut(
          intent: ReadBookIntent(), phrases: [\(phrases)],
          shortTitle: "Read", systemImageName: "book")
      """
    return """
      struct BookEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
        static let defaultQuery = BookQuery()
        let id: String
        @Property(title: "Title") var title: String
        var displayRepresentation: DisplayRepresentation { "\\(title)" }
      }
      struct BookQuery: EnumerableEntityQuery {
        func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
        func allEntities() -> [BookEntity] { Shelf.books }
      }
      struct ReadBookIntent: AppIntent {
        static let title: LocalizedStringResource = "Read"
        @Parameter(title: "Book") var book: BookEntity
        @Parameter(title: "Pages") var pages: Int
        func perform() async throws -> some IntentResult { .result() }
      }
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
      \(Array(repeating: shortcut, count: count).joined(separator: "\n"))
        }
      }
      """
  }

  @Test func phrasesNameTheAppAndOnlyEntityOrEnumParameters() {
    #expect(lint(shortcuts(#""Read \(\.$book) in \(.applicationName)""#)) == [])
    let findings = lint(
      shortcuts(
        #""Read a book", "Read \(\.$pages) pages in \(.applicationName)", "\(.applicationName) \(Self.verb)""#
      ))
    #expect(
      rules(findings) == [
        "phrase-without-application-name", "phrase-parameter-type", "non-constant-metadata",
      ])
    #expect(findings[1].message.contains("ReadBookIntent.pages, of type Int"))
    let computed = lint(
      shortcuts("").replacingOccurrences(of: "phrases: []", with: "phrases: Self.phrases"))
    #expect(rules(computed) == ["non-constant-metadata"])
  }

  @Test func atMostTenAppShortcuts() {
    let phrase = #""Read \(\.$book) in \(.applicationName)""#
    #expect(lint(shortcuts(phrase, count: 10)) == [])
    let findings = lint(shortcuts(phrase, count: 11))
    #expect(rules(findings) == ["too-many-app-shortcuts"])
    #expect(findings.first?.message.contains("declares 11 App Shortcuts") == true)
  }

  @Test func anAssistantSchemaIsAdoptedOnce() {
    let findings = lint(
      """
      @AppIntent(schema: .photos.openAsset)
      struct OpenPhotoIntent: OpenIntent {
        var target: PhotoEntity
      }
      """,
      """
      @AppIntent(schema: .photos . openAsset)
      struct ShowPhotoIntent: OpenIntent {
        var target: PhotoEntity
      }
      @AppIntent(schema: .photos.createAssets)
      struct ImportPhotoIntent: AppIntent {
        var files: [IntentFile]
      }
      """)
    #expect(rules(findings) == ["duplicate-assistant-schema"])
    #expect(findings.first?.file == "File1.swift")
    #expect(
      findings.first?.message
        == "ShowPhotoIntent adopts .photos.openAsset, which OpenPhotoIntent adopts already.")
  }

  @Test func anIntentRunningAnotherByHandIsFound() {
    let findings = lint(
      """
      struct MorningIntent: AppIntent {
        static let title: LocalizedStringResource = "Morning"
        func perform() async throws -> some IntentResult {
          _ = try await LightsIntent().perform()
          await MainActor.run { context.perform { } }
          return .result()
        }
      }
      """)
    #expect(rules(findings) == ["manual-perform-call"])
    #expect(findings.first?.line == 4)
  }
}
