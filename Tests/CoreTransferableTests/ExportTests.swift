import CoreTransferable
import Foundation
import Testing

@Suite("Exporting items as data")
struct ExportTests {
  @Test("Data representations export the requested content type")
  func dataRepresentationExportsRequestedType() async throws {
    let layer = Layer(pixels: [1, 2, 3])
    #expect(try await layer.exported(as: .testLayer) == Data([1, 2, 3]))
    #expect(try await layer.exported(as: .png) == Data(Layer.pngSignature + [1, 2, 3]))
  }

  @Test("A nil content type exports the first representation")
  func nilContentTypeUsesFirstRepresentation() async throws {
    #expect(try await Layer(pixels: [7]).exported(as: nil) == Data([7]))
  }

  @Test("A supertype picks the first representation that conforms to it")
  func supertypeSelectsConformingRepresentation() async throws {
    let layer = Layer(pixels: [9])
    #expect(try await layer.exported(as: .image) == Data(Layer.pngSignature + [9]))
    #expect(try await layer.exported(as: .data) == Data([9]))
  }

  @Test("Codable representations encode JSON by default")
  func codableRepresentationEncodesJSON() async throws {
    let note = Note(title: "Groceries", body: "Milk")
    let data = try await note.exported(as: .testNote)
    #expect(try JSONDecoder().decode(Note.self, from: data) == note)
    let asJSON = try await note.exported(as: .json)
    #expect(try JSONDecoder().decode(Note.self, from: asJSON) == note)
  }

  @Test("Codable representations use the coders they are given")
  func codableRepresentationUsesGivenCoders() async throws {
    let data = try await Settings(volume: 11).exported(as: .propertyList)
    let decoded = try PropertyListDecoder().decode(Settings.self, from: data)
    #expect(decoded == Settings(volume: 11))
    #expect(String(decoding: data, as: UTF8.self).contains("<plist"))
  }

  @Test("A proxy exports through the proxy type's representations")
  func proxyExportsThroughProxyType() async throws {
    let note = Note(title: "Groceries", body: "Milk and eggs")
    #expect(try await note.exported(as: .plainText) == Data("Milk and eggs".utf8))
    #expect(try await note.exported(as: .utf8PlainText) == Data("Milk and eggs".utf8))
  }

  @Test("Proxies chain through several types")
  func proxiesChain() async throws {
    let bookmark = Bookmark(tag: Tag(name: "swift"))
    #expect(try await bookmark.exported(as: .plainText) == Data("swift".utf8))
    #expect(Bookmark.exportedContentTypes() == [.utf8PlainText])
  }

  @Test("A file representation exports the file's content as data")
  func fileRepresentationExportsFileContent() async throws {
    try await withScratchDirectory { directory in
      let file = directory.appendingPathComponent("draft.txt")
      try Data("Draft text".utf8).write(to: file)
      #expect(try await Document(file: file).exported(as: .plainText) == Data("Draft text".utf8))
    }
  }

  @Test("Exporting conditions skip representations for items that fail them")
  func exportingConditionFallsThrough() async throws {
    let csv = Archive(supportsCSV: true, rows: ["a,b", "c,d"])
    let opaque = Archive(supportsCSV: false, rows: ["x"])
    #expect(try await csv.exported(as: nil) == Data("a,b\nc,d".utf8))
    #expect(try await opaque.exported(as: nil) == Data("1 rows".utf8))
    await #expect(throws: TransferError.self) {
      try await opaque.exported(as: .commaSeparatedText)
    }
  }

  @Test("Conditions of a proxy type computed asynchronously still apply")
  func asyncProxyHonorsProxyConditions() async throws {
    let photo = Photo(archive: Archive(supportsCSV: false, rows: ["r1", "r2"]))
    #expect(try await photo.exported(as: nil) == Data("2 rows".utf8))
    let csvPhoto = Photo(archive: Archive(supportsCSV: true, rows: ["r1"]))
    #expect(try await csvPhoto.exported(as: .commaSeparatedText) == Data("r1".utf8))
  }

  @Test("Built-in conformances export strings, data and URLs")
  func builtInConformancesExport() async throws {
    #expect(try await "héllo".exported(as: .plainText) == Data("héllo".utf8))
    #expect(try await Data([1, 2]).exported(as: nil) == Data([1, 2]))
    let url = try #require(URL(string: "https://example.com/a?b=c"))
    #expect(try await url.exported(as: .url) == Data("https://example.com/a?b=c".utf8))
  }

  @Test("Many concurrent exports share one Codable representation safely")
  func concurrentCodableExports() async throws {
    let results = try await withThrowingTaskGroup(of: Note.self) { group in
      for index in 0..<100 {
        group.addTask {
          let note = Note(title: "n\(index)", body: "b\(index)")
          let data = try await note.exported(as: .testNote)
          return try await Note(importing: data, contentType: .testNote)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(results.map(\.title)) == Set((0..<100).map { "n\($0)" }))
  }
}
