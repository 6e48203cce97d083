import CoreTransferable
import Foundation

// Sample transferable types the tests exercise, one per representation kind.

extension UTType {
  static let testNote = UTType(exportedAs: "org.openintents.tests.note", conformingTo: .json)
  static let testLayer = UTType(exportedAs: "org.openintents.tests.layer")
  static let testSecret = UTType(exportedAs: "org.openintents.tests.secret")
  static let testArchive = UTType(exportedAs: "org.openintents.tests.archive")
}

/// A Codable note that also travels as its body text.
struct Note: Codable, Equatable, Transferable {
  var title: String
  var body: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .testNote)
    ProxyRepresentation(exporting: \.body)
  }
}

/// A drawing layer with its own binary format and a PNG export.
struct Layer: Equatable, Transferable {
  var pixels: [UInt8]

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .testLayer) { layer in
      Data(layer.pixels)
    } importing: { data in
      Layer(pixels: Array(data))
    }
    DataRepresentation(exportedContentType: .png) { layer in
      Data(Layer.pngSignature + layer.pixels)
    }
  }
}

/// A document that lives in a file.
struct Document: Transferable {
  var file: URL
  var wasOriginal: Bool = false
  var text: String = ""

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(contentType: .plainText) { document in
      SentTransferredFile(document.file)
    } importing: { received in
      Document(
        file: received.file, wasOriginal: received.isOriginalFile,
        text: try String(contentsOf: received.file, encoding: .utf8))
    }
  }
}

/// A document whose exported file receivers may open in place.
struct SharedDocument: Transferable {
  var file: URL

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(exportedContentType: .plainText, shouldAllowToOpenInPlace: true) {
      SentTransferredFile($0.file, allowAccessingOriginalFile: true)
    }
  }
}

/// A document that asks to open imported files in place.
struct EditableDocument: Transferable {
  var file: URL
  var wasOriginal: Bool

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(importedContentType: .plainText, shouldAttemptToOpenInPlace: true) {
      received in
      EditableDocument(file: received.file, wasOriginal: received.isOriginalFile)
    }
  }
}

/// A tag that travels as text in both directions, through a proxy.
struct Tag: Equatable, Transferable {
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.name, importing: { Tag(name: $0) })
  }
}

/// A bookmark that proxies to a `Tag`, which proxies to `String`: two hops.
struct Bookmark: Equatable, Transferable {
  var tag: Tag

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.tag, importing: { Bookmark(tag: $0) })
  }
}

/// An archive that exports CSV only when its content allows it.
struct Archive: Transferable {
  var supportsCSV: Bool
  var rows: [String]

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .commaSeparatedText) { archive in
      Data(archive.rows.joined(separator: "\n").utf8)
    }
    .exportingCondition { archive in archive.supportsCSV }
    DataRepresentation(exportedContentType: .testArchive) { archive in
      Data("\(archive.rows.count) rows".utf8)
    }
  }
}

/// A value whose representations have different audiences.
struct Secret: Transferable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .testSecret) { Data($0.text.utf8) }
      .visibility(.ownProcess)
    DataRepresentation(exportedContentType: .json) { Data("\"\($0.text)\"".utf8) }
      .visibility(.team)
    ProxyRepresentation(exporting: \.text)
  }
}

/// A report that names its exported files.
struct Report: Transferable {
  var title: String
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.text)
      .suggestedFileName { $0.title }
    DataRepresentation(exportedContentType: .json) { _ in Data("{}".utf8) }
      .suggestedFileName("report.json")
  }
}

/// A value that can only be imported, from JSON or, failing that, from text.
struct Reading: Codable, Equatable, Transferable {
  var value: Int

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(importedContentType: .json) { data in
      try JSONDecoder().decode(Reading.self, from: data)
    }
    ProxyRepresentation(importing: { (text: String) in
      guard let value = Int(text) else { throw ReadingError.notANumber(text) }
      return Reading(value: value)
    })
  }
}

/// Why a `Reading` couldn't be imported.
enum ReadingError: Error, Equatable {
  case notANumber(String)
}

/// A photo whose proxy is computed asynchronously and whose proxy type exports conditionally.
struct Photo: Transferable {
  var archive: Archive

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { (photo: Photo) async throws -> Archive in photo.archive })
  }
}

/// A Codable value encoded as an XML property list.
struct Settings: Codable, Equatable, Transferable {
  var volume: Int

  static var xmlEncoder: PropertyListEncoder {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return encoder
  }

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(
      contentType: .xmlPropertyList, encoder: xmlEncoder, decoder: PropertyListDecoder())
  }
}

/// A representation of its own, composed from primitives in a body.
struct PointRepresentation: TransferRepresentation {
  typealias Item = Point

  var body: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: { "(\($0.x), \($0.y))" })
  }
}

/// A value described by a custom representation.
struct Point: Codable, Equatable, Transferable {
  var x: Int
  var y: Int

  static var transferRepresentation: PointRepresentation { PointRepresentation() }
}

/// Makes a fresh directory for a test and removes it afterwards.
func withScratchDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("CoreTransferableTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
