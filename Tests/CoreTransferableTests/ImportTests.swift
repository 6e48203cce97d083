import CoreTransferable
import Foundation
import Testing

@Suite("Importing items from data and files")
struct ImportTests {
  @Test("Data representations import what they export")
  func dataRepresentationRoundTrip() async throws {
    let layer = Layer(pixels: [4, 5, 6])
    let data = try await layer.exported(as: .testLayer)
    #expect(try await Layer(importing: data, contentType: .testLayer) == layer)
  }

  @Test("Codable representations import what they export")
  func codableRoundTrip() async throws {
    let note = Note(title: "Trip", body: "Pack")
    let data = try await note.exported(as: .testNote)
    #expect(try await Note(importing: data, contentType: .testNote) == note)
    let settings = try await Settings(
      importing: try await Settings(volume: 3).exported(as: nil),
      contentType: .xmlPropertyList)
    #expect(settings == Settings(volume: 3))
  }

  @Test("A proxy imports through the proxy type")
  func proxyImports() async throws {
    #expect(
      try await Tag(importing: Data("rust".utf8), contentType: .plainText) == Tag(name: "rust"))
    let bookmark = try await Bookmark(importing: Data("go".utf8), contentType: .utf8PlainText)
    #expect(bookmark == Bookmark(tag: Tag(name: "go")))
  }

  @Test("Content that conforms to an imported type is accepted")
  func conformingContentIsAccepted() async throws {
    let data = Data(#"{"value": 42}"#.utf8)
    #expect(try await Reading(importing: data, contentType: .testNote) == Reading(value: 42))
  }

  @Test("Without a content type, importers are tried in order")
  func nilContentTypeTriesImportersInOrder() async throws {
    #expect(
      try await Reading(importing: Data(#"{"value": 1}"#.utf8), contentType: nil)
        == Reading(value: 1))
    #expect(try await Reading(importing: Data("17".utf8), contentType: nil) == Reading(value: 17))
  }

  @Test("When every importer fails, the first importer's error surfaces")
  func firstImporterErrorSurfaces() async throws {
    await #expect(throws: DecodingError.self) {
      try await Reading(importing: Data("seventeen".utf8), contentType: nil)
    }
    await #expect(throws: ReadingError.notANumber("seventeen")) {
      try await Reading(importing: Data("seventeen".utf8), contentType: .plainText)
    }
  }

  @Test("Data imported into a file representation arrives as a temporary copy")
  func dataIntoFileRepresentation() async throws {
    let document = try await Document(importing: Data("From memory".utf8), contentType: .plainText)
    #expect(document.text == "From memory")
    #expect(!document.wasOriginal)
    #expect(document.file.pathExtension == "txt")
    #expect(!FileManager.default.fileExists(atPath: document.file.path))
  }

  @Test("A file imported into a file representation arrives as a copy by default")
  func fileIntoFileRepresentationIsCopied() async throws {
    try await withScratchDirectory { directory in
      let original = directory.appendingPathComponent("letter.txt")
      try Data("Dear reader".utf8).write(to: original)
      let document = try await Document(importing: original, contentType: .plainText)
      #expect(document.text == "Dear reader")
      #expect(!document.wasOriginal)
      #expect(document.file != original)
      #expect(FileManager.default.fileExists(atPath: original.path))
    }
  }

  @Test("A representation that opens in place receives the original file")
  func openInPlaceReceivesOriginal() async throws {
    try await withScratchDirectory { directory in
      let original = directory.appendingPathComponent("notes.txt")
      try Data("Editable".utf8).write(to: original)
      let document = try await EditableDocument(importing: original, contentType: nil)
      #expect(document.wasOriginal)
      #expect(document.file == original)
    }
  }

  @Test("A data representation reads an imported file")
  func fileIntoDataRepresentation() async throws {
    try await withScratchDirectory { directory in
      let file = directory.appendingPathComponent("tag.txt")
      try Data("kotlin".utf8).write(to: file)
      #expect(try await Tag(importing: file, contentType: nil) == Tag(name: "kotlin"))
    }
  }

  @Test("A file's extension decides its content type when none is given")
  func fileExtensionInfersContentType() async throws {
    try await withScratchDirectory { directory in
      let json = directory.appendingPathComponent("reading.json")
      try Data(#"{"value": 5}"#.utf8).write(to: json)
      #expect(try await Reading(importing: json, contentType: nil) == Reading(value: 5))
      let text = directory.appendingPathComponent("reading.txt")
      try Data("6".utf8).write(to: text)
      #expect(try await Reading(importing: text, contentType: nil) == Reading(value: 6))
    }
  }

  @Test("A missing file is a clear unreadable-file error")
  func missingFileIsUnreadable() async throws {
    let missing = URL(fileURLWithPath: "/nonexistent/openintents/missing.txt")
    let error = try #require(
      await #expect(throws: TransferError.self) {
        try await Tag(importing: missing, contentType: .plainText)
      })
    #expect(error.code == .unreadableFile)
    #expect(error.description.contains("/nonexistent/openintents/missing.txt"))
  }

  @Test("Built-in conformances import strings, data and URLs")
  func builtInConformancesImport() async throws {
    #expect(try await String(importing: Data("ünï".utf8), contentType: .utf8PlainText) == "ünï")
    let utf16 = try #require("wide".data(using: .utf16))
    #expect(try await String(importing: utf16, contentType: .plainText) == "wide")
    #expect(try await Data(importing: Data([3]), contentType: .data) == Data([3]))
    let url = try await URL(importing: Data("https://swift.org".utf8), contentType: .url)
    #expect(url == URL(string: "https://swift.org"))
  }

  @Test("Invalid text is an invalid-content error")
  func invalidTextIsInvalidContent() async throws {
    let error = try #require(
      await #expect(throws: TransferError.self) {
        try await String(importing: Data([0xFF, 0x00, 0xC3]), contentType: .utf8PlainText)
      })
    #expect(error.code == .invalidContent)
    #expect(error.contentType == .utf8PlainText)
  }

  @Test("Custom representations import through their body")
  func customRepresentationImports() async throws {
    let point = Point(x: 1, y: 2)
    let data = try await point.exported(as: .json)
    #expect(try await Point(importing: data, contentType: .json) == point)
    #expect(try await point.exported(as: .plainText) == Data("(1, 2)".utf8))
  }
}
