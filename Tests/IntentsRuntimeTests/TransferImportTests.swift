import AppIntents
import Foundation
import IntentsImaging
import IntentsRuntime
import Testing

/// A parameter of a `Transferable` type given as a file in each form the surfaces carry —
/// base64, an MCP embedded resource or image block, a local path — through the type's importing
/// representations, with the local-file rules of every file input.
@Suite struct TransferImportTests {
  let host = PeaksHost.make()

  private func climb(_ peak: ParameterInput) async throws -> String? {
    try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": peak]).result?.dialog
  }

  private func file(_ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TransferImportTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("peak.txt")
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func anMCPEmbeddedResourceIsImported() async throws {
    let blob: JSONValue = [
      "type": "resource",
      "resource": [
        "uri": "file:///photos/k2.txt", "mimeType": "text/plain",
        "blob": .string(Data("K2, 8611 m".utf8).base64EncodedString()),
      ],
    ]
    #expect(try await climb(.value(blob)) == "Climbing K2 (8611 m)")
    let text: JSONValue = [
      "type": "resource",
      "resource": ["uri": "note://denali", "mimeType": "text/plain", "text": "Denali, 6190 m"],
    ]
    #expect(try await climb(.value(text)) == "Climbing Denali (6190 m)")
  }

  @Test func aFileOfAnotherTypeListsWhatTheTypeImports() async throws {
    let host = host
    let picture: JSONValue = [
      "type": "image", "mimeType": "image/png",
      "data": .string(
        try PeaksHost.picture(.init(red: 1, green: 2, blue: 3)).base64EncodedString()),
    ]
    let error = await intentsError {
      _ = try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": .value(picture)])
    }
    #expect(error?.code == IntentsError.unsupportedContentType)
    #expect(error?.message.contains("PeakEntity") == true)
    #expect(error?.message.contains("image/png") == true)
    #expect(error?.allowed == ["public.plain-text"])
  }

  @Test func theContentTypeComesFromTheFileNameWhenNotGiven() async throws {
    let named: JSONValue = [
      "data": .string(Data("Cho Oyu, 8188 m".utf8).base64EncodedString()),
      "filename": "cho-oyu.txt",
    ]
    #expect(try await climb(.value(named)) == "Climbing Cho Oyu (8188 m)")
  }

  @Test func aLocalPathIsReadOnlyWhereTheAccessAllowsIt() async throws {
    let file = try file("Aconcagua, 6961 m")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let local = try await LocalFileAccess.$current.withValue(.anyReadableFile) {
      try await climb(.text("@" + file.path))
    }
    #expect(local == "Climbing Aconcagua (6961 m)")
    let host = host
    for input: ParameterInput in [.text("@" + file.path), .file(at: file)] {
      let error = await intentsError {
        _ = try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": input])
      }
      #expect(error?.code == IntentsError.forbiddenFile, "\(input)")
      #expect(error?.message.contains("Aconcagua") == false)
    }
    let allowed = try await LocalFileAccess.$current.withValue(
      .directories([file.deletingLastPathComponent()])
    ) { try await climb(.file(at: file)) }
    #expect(allowed == "Climbing Aconcagua (6961 m)")
  }

  @Test func theHostSaysWhatAnEntityTypeImports() throws {
    #expect(try host.importedContentTypes(ofEntityType: "PeakEntity") == [.plainText])
    #expect(try host.importedContentTypes(ofEntityType: "ShelterEntity").isEmpty)
    #expect(throws: IntentsError.self) { try host.importedContentTypes(ofEntityType: "Nope") }
  }

  @Test func textThatIsNotAPathStillNamesTheEntity() async throws {
    let eiger = try await LocalFileAccess.$current.withValue(.anyReadableFile) {
      try await climb(.text("Eiger"))
    }
    #expect(eiger == "Climbing Eiger (3967 m)")
  }

  @Test func hostileFilesAreRefusedClearly() async throws {
    let host = host
    let cases: [(JSONValue, IntentsError.Code)] = [
      (["data": "not base64!", "contentType": "text/plain"], IntentsError.invalidValue),
      (["data": "SGk=", "contentType": "not a type"], IntentsError.invalidValue),
      (["data": "SGk=", "filename": "../../etc/passwd"], IntentsError.invalidValue),
      (["data": "SGk=", "colour": "red"], IntentsError.invalidValue),
      (
        ["type": "resource", "resource": ["uri": "file:///x.txt", "mimeType": "text/plain"]],
        IntentsError.invalidValue
      ),
      (
        ["data": .string(String(repeating: "A", count: (16 << 20) / 3 * 4 + 8))],
        IntentsError.requestTooLarge
      ),
    ]
    for (input, code) in cases {
      let error = await intentsError {
        _ = try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": .value(input)])
      }
      #expect(error?.code == code, "\(input.description.prefix(120)): \(String(describing: error))")
      if code != IntentsError.requestTooLarge {
        #expect(error?.message.contains("peak") == true, "\(String(describing: error))")
      }
    }
  }
}
