import AppIntents
import Foundation
import Testing

@Suite struct IntentFileTests {
  /// A new directory for one test's files, removed by the caller.
  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("IntentFileTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aFileInMemoryKnowsItsNameTypeAndBytes() async throws {
    let file = IntentFile(data: Data("hello".utf8), filename: "greeting.txt")
    #expect(file.type == .plainText)  // from the extension
    #expect(file.fileURL == nil)
    #expect(file.data == Data("hello".utf8))
    #expect(try await file.data(contentType: .text) == Data("hello".utf8))
    #expect(file.displayRepresentation.title == "greeting.txt")
    #expect(IntentFile(data: Data(), filename: "blob").type == nil)
  }

  @Test func aFileOnDiskIsReadWhenNeededAndKept() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("notes.md")
    try Data("# Notes".utf8).write(to: url)
    let file = IntentFile(fileURL: url)
    #expect(file.filename == "notes.md")
    #expect(file.fileURL == url)
    #expect(file.data == Data("# Notes".utf8))
    try FileManager.default.removeItem(at: url)
    #expect(file.data == Data("# Notes".utf8))  // read once, kept
  }

  @Test func aMissingFileOrADirectoryThrowsFailedToLoadFile() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = IntentFile(fileURL: directory.appendingPathComponent("gone.txt"))
    #expect(missing.data.isEmpty)
    await #expect(throws: IntentFile.IntentFileError.failedToLoadFile) {
      try await missing.data(contentType: .data)
    }
    await #expect(throws: IntentFile.IntentFileError.failedToLoadFile) {
      try await IntentFile(fileURL: directory, filename: "d.txt").data(contentType: .data)
    }
    let error = IntentFile.IntentFileError.failedToLoadFile as NSError
    #expect(error.domain == "AppIntents.IntentFile.IntentFileError" && error.code == 2)
  }

  @Test func contentTypesFollowConformanceAndTextConverts() async throws {
    let png = IntentFile(data: Data([0x89, 0x50]), filename: "a.png")
    #expect(png.availableContentTypes == [.png])
    #expect(try await png.data(contentType: .image) == Data([0x89, 0x50]))
    await #expect(throws: IntentFile.IntentFileError.failedToLoadData) {
      try await png.data(contentType: .plainText)
    }
    let json = IntentFile(data: Data(#"{"a":"é"}"#.utf8), filename: "a.json")
    #expect(json.availableContentTypes == [.json, .plainText, .utf8PlainText, .utf16PlainText])
    let utf16 = try await json.data(contentType: .utf16PlainText)
    #expect(String(data: utf16, encoding: .utf16) == #"{"a":"é"}"#)
    let back = IntentFile(data: utf16, filename: "a.txt", type: .utf16PlainText)
    #expect(try await back.data(contentType: .utf8PlainText) == Data(#"{"a":"é"}"#.utf8))
  }

  @Test func fileWritesACopyTheCallerOwnsUnlessAlreadyInPlace() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = IntentFile(data: Data("x".utf8), filename: "../../etc/x.txt")
    let first = try await file.file(contentType: .plainText, destinationDirectory: directory)
    #expect(first.openedInPlace == false)
    #expect(first.fileURL.deletingLastPathComponent().path == directory.path)
    #expect(first.fileURL.lastPathComponent == ".._.._etc_x.txt")
    let second = try await file.file(contentType: .plainText, destinationDirectory: directory)
    #expect(second.fileURL.lastPathComponent == ".._.._etc_x 2.txt")
    let onDisk = IntentFile(fileURL: first.fileURL)
    let inPlace = try await onDisk.file(contentType: .data, destinationDirectory: directory)
    #expect(inPlace == (first.fileURL, true))
    let temporary = try await file.file(contentType: .text)
    #expect(FileManager.default.fileExists(atPath: temporary.fileURL.path))
    try? FileManager.default.removeItem(at: temporary.fileURL.deletingLastPathComponent())
  }

  @Test func withFileHandsATemporaryCopyAndRemovesIt() async throws {
    let file = IntentFile(data: Data("abc".utf8), filename: "abc.txt")
    let seen = try await file.withFile(contentType: .plainText) { url, inPlace in
      #expect(!inPlace)
      return (url, try Data(contentsOf: url))
    }
    #expect(seen.1 == Data("abc".utf8))
    #expect(!FileManager.default.fileExists(atPath: seen.0.path))

    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("abc.txt")
    try Data("abc".utf8).write(to: url)
    let original = try await IntentFile(fileURL: url).withFile(
      contentType: .text, allowOpenInPlace: true
    ) { url, inPlace in (url, inPlace) }
    #expect(original == (url, true))
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test func filesRoundTripThroughJSONByDataOrByURL() throws {
    let inMemory = IntentFile(data: Data([1, 2, 3]), filename: "b.bin", type: .data)
    let json = try JSONEncoder().encode(inMemory)
    #expect(try JSONDecoder().decode(IntentFile.self, from: json) == inMemory)
    #expect(String(decoding: json, as: UTF8.self).contains(#""data":"AQID""#))

    var onDisk = IntentFile(fileURL: URL(fileURLWithPath: "/tmp/x.png"))
    onDisk.removedOnCompletion = true
    let decoded = try JSONDecoder().decode(IntentFile.self, from: JSONEncoder().encode(onDisk))
    #expect(decoded == onDisk && decoded.type == .png)

    let mime = try JSONDecoder().decode(
      IntentFile.self,
      from: Data(#"{"filename": "p", "contentType": "image/png", "data": ""}"#.utf8))
    #expect(mime.type == .png)
  }

  @Test func decodingRefusesWebURLsBadBase64AndUnknownTypes() {
    let cases = [
      #"{"fileURL": "https://example.com/a.txt"}"#,
      #"{"filename": "a", "data": "***"}"#,
      #"{"filename": "a", "data": "", "fileURL": "file:///tmp/a"}"#,
      #"{"data": "AQID"}"#,
      #"{"filename": "a", "data": "", "contentType": "no such type"}"#,
    ]
    for text in cases {
      #expect(throws: DecodingError.self, "\(text)") {
        try JSONDecoder().decode(IntentFile.self, from: Data(text.utf8))
      }
    }
  }
}
