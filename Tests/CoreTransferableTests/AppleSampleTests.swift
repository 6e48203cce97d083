import CoreTransferable
import Foundation
import Testing

// Transferable conformances written as Apple's documentation and the project's seed documents
// write them, to keep their shapes compiling and working unchanged.

extension UTType {
  static var greeting: UTType { .init(exportedAs: "org.openintents.tests.greeting") }
}

/// Apple's `Greeting` sample: Codable first, then its message as text.
struct Greeting: Codable, Transferable {
  let message: String
  var displayInAllCaps: Bool = false

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .greeting)
    ProxyRepresentation(exporting: \.message)
  }
}

/// Apple's `Todo` sample, with the unlabeled proxy spelling its documentation uses.
struct Todo: Codable, Transferable {
  var text: String
  var isDone = false

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .todo)
    ProxyRepresentation(\.text)
  }
}

extension UTType {
  static var todo: UTType { UTType(exportedAs: "org.openintents.tests.todo") }
}

/// The seed's landmark: a PDF rendered on the main actor, an image, and a text summary.
struct Landmark: Transferable {
  var name: String
  var summary: String
  var imageRepresentationData: Data {
    get throws { Data([0x89, 0x50, 0x4E, 0x47]) }
  }

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(exportedContentType: .pdf) { @MainActor landmark in
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("OpenIntentsTests-\(landmark.name).pdf")
      try Data("%PDF-1.7 \(landmark.name)".utf8).write(to: url, options: .atomic)
      return .init(url)
    }

    DataRepresentation(exportedContentType: .image) {
      try $0.imageRepresentationData
    }

    DataRepresentation(exportedContentType: .plainText) {
      """
      Landmark: \($0.name)
      Description: \($0.summary)
      """.data(using: .utf8)!
    }
  }
}

/// Two types that proxy to each other: a programming error the framework must name.
struct Ping: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { (_: Ping) in Pong() })
  }
}

/// The other half of the proxy cycle.
struct Pong: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { (_: Pong) in Ping() })
  }
}

@Suite("Apple's and the seed's sample conformances")
struct AppleSampleTests {
  @Test("The greeting sample transfers as its custom type and as text")
  func greetingSample() async throws {
    let greeting = Greeting(message: "Hello")
    #expect(Greeting.exportedContentTypes() == [.greeting, .utf8PlainText])
    #expect(try await greeting.exported(as: .plainText) == Data("Hello".utf8))
    let decoded = try await Greeting(
      importing: try await greeting.exported(as: .greeting), contentType: .greeting)
    #expect(decoded.message == "Hello")
  }

  @Test("The todo sample exports through its unlabeled proxy")
  func todoSample() async throws {
    #expect(Todo.exportedContentTypes() == [.todo, .utf8PlainText])
    #expect(try await Todo(text: "Buy milk").exported(as: .plainText) == Data("Buy milk".utf8))
  }

  @Test("The seed's landmark exports a PDF, an image and a text summary")
  func landmarkSample() async throws {
    let landmark = Landmark(name: "Rainier", summary: "A volcano")
    #expect(Landmark.exportedContentTypes() == [.pdf, .image, .plainText])
    #expect(try await landmark.exported(as: .image) == Data([0x89, 0x50, 0x4E, 0x47]))
    await #expect(throws: TransferError.self) { try await landmark.exported(as: .png) }
    #expect(
      try await landmark.exported(as: .text)
        == Data("Landmark: Rainier\nDescription: A volcano".utf8))
    try await withScratchDirectory { directory in
      let pdf = try await landmark.export(to: directory, contentType: .pdf)
      #expect(pdf.pathExtension == "pdf")
      #expect(try String(contentsOf: pdf, encoding: .utf8) == "%PDF-1.7 Rainier")
    }
  }

  @Test("A proxy cycle stops the process with a message naming the cycle")
  func proxyCycleIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ = Ping.exportedContentTypes()
    }
  }
}
