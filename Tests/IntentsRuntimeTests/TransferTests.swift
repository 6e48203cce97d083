import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite struct TransferTests {
  let host = PeaksHost.make()

  private func eiger() async throws -> EntityValue {
    try await host.entity(type: "PeakEntity", identifier: "2")
  }

  @Test func exportsThroughTheRepresentationOfTheRequestedType() async throws {
    let eiger = try await eiger()
    let text = try await host.export(eiger, as: .plainText)
    #expect(String(decoding: text.data, as: UTF8.self) == "Eiger, 3967 m")
    #expect(text.mimeType == "text/plain")
    let first = try await host.export(eiger)
    #expect(first.contentType == .plainText)
    let image = try await host.export(eiger, as: .image)
    #expect(image.contentType == .png)  // declared as public.image; the bytes are PNG
    #expect(image.mimeType == "image/png")
    #expect(host.contentTypes(of: eiger) == [.plainText, .image, .json])
    #expect(try host.contentTypes(ofEntityType: "PeakEntity") == [.plainText, .image, .json])
    #expect(try host.contentTypes(ofEntityType: "ShelterEntity").isEmpty)
  }

  @Test func negotiatesAnAcceptHeader() async throws {
    let eiger = try await eiger()
    #expect(try await host.export(eiger, accepting: "image/png").contentType == .png)
    #expect(try await host.export(eiger, accepting: "text/*;q=0.4, image/*").contentType == .png)
    #expect(try await host.export(eiger, accepting: "*/*").contentType == .plainText)
    let refused = await intentsError {
      _ = try await host.export(eiger, accepting: "application/pdf")
    }
    #expect(refused?.code == IntentsError.unsupportedContentType)
    #expect(refused?.allowed == ["text/plain", "public.image", "application/json"])
    #expect(ContentNegotiation.contentType(named: "public.plain-text") == .plainText)
    #expect(ContentNegotiation.contentType(named: "text/plain; charset=utf-8") == .plainText)
    #expect(ContentNegotiation.contentType(named: ".pdf") == .pdf)
    #expect(ContentNegotiation.contentType(named: "no such type") == nil)
  }

  @Test func aFailingRepresentationNamesTheEntityAndTheContentType() async throws {
    let eiger = try await eiger()
    let error = await intentsError { _ = try await host.export(eiger, as: .json) }
    #expect(error?.code == IntentsError.transferFailed)
    #expect(error?.message.contains("PeakEntity 2") == true)
    #expect(error?.message.contains("public.json") == true)
    #expect(error?.message.contains("no JSON") == true)
    let missing = await intentsError { _ = try await host.export(eiger, as: .pdf) }
    #expect(missing?.code == IntentsError.unsupportedContentType)
    #expect(missing?.allowed == ["public.plain-text", "public.image", "public.json"])
  }

  @Test func anEntityThatIsNotTransferableHasNoContent() async throws {
    let shelter = try await host.entity(type: "ShelterEntity", identifier: "Hörnlihütte")
    let error = await intentsError { _ = try await host.export(shelter, as: .plainText) }
    #expect(error?.code == IntentsError.unsupportedContentType)
    #expect(error?.message.contains("not Transferable") == true)
  }

  @Test func aFileParameterIsImportedThroughTheTypesRepresentation() async throws {
    let outcome = try await host.run(
      intent: "ClimbShownPeakIntent",
      parameters: [
        "peak": .file(Data("K2, 8611 m".utf8), contentType: .plainText, filename: "k2.txt")
      ])
    #expect(outcome.result?.dialog == "Climbing K2 (8611 m)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("denali.txt")
    try Data("Denali, 6190 m".utf8).write(to: file)
    // The local user names files on this machine; nobody else does (see TransferImportTests).
    let fromDisk = try await LocalFileAccess.$current.withValue(.anyReadableFile) {
      try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": .file(at: file)])
    }
    #expect(fromDisk.result?.dialog == "Climbing Denali (6190 m)")
  }

  @Test func aFileOfATypeTheParameterCannotImportIsRefused() async throws {
    let host = host
    let wrongType = await intentsError {
      _ = try await host.run(
        intent: "ClimbShownPeakIntent",
        parameters: ["peak": .file(Data([1, 2, 3]), contentType: .png)])
    }
    #expect(wrongType?.code == IntentsError.unsupportedContentType)
    #expect(wrongType?.allowed == ["public.plain-text"])
    let damaged = await intentsError {
      _ = try await host.run(
        intent: "ClimbShownPeakIntent",
        parameters: ["peak": .file(Data("no height".utf8), contentType: .plainText)])
    }
    #expect(damaged?.code == IntentsError.transferFailed)
    #expect(damaged?.message.contains("peak") == true)
    let missing = await intentsError {
      try await LocalFileAccess.$current.withValue(.anyReadableFile) {
        _ = try await host.run(
          intent: "ClimbShownPeakIntent",
          parameters: ["peak": .file(at: URL(fileURLWithPath: "/nonexistent/peak.txt"))])
      }
    }
    #expect(missing?.code == IntentsError.invalidValue)
  }
}
