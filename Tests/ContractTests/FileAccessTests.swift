import Foundation
import IntentsFixtures
import IntentsHTTP
import IntentsRuntime
import IntentsWire
import Testing

/// Callers across a connection never make the host read a file of their choosing: over HTTP
/// and MCP a file parameter takes the file's bytes, text is never a path, and a `file:` URL is
/// refused unless it names a file inside a directory the host allowed. The command line — the
/// local user — names any file it can read.
@Suite struct FileAccessTests {
  /// A directory with a map, another (not allowed) with a secret, and a link from the first
  /// to the second.
  struct Files {
    let allowed: URL
    let map: URL
    let secret: URL
    let link: URL

    init() throws {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("FileAccessTests-\(UUID().uuidString)", isDirectory: true)
      allowed = root.appendingPathComponent("uploads", isDirectory: true)
      let other = root.appendingPathComponent("private", isDirectory: true)
      try FileManager.default.createDirectory(at: allowed, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
      map = allowed.appendingPathComponent("map.png")
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: map)
      secret = other.appendingPathComponent("secret.png")
      try Data("top secret".utf8).write(to: secret)
      link = allowed.appendingPathComponent("link.png")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
    }
  }

  private static func host() -> IntentsHost {
    FixtureDependencies.registered
    return IntentsHost(name: "TrailPacks") {
      TrailEntity.self
      SendTrailPackIntent.self
    }
  }

  private static func run(map: JSONValue) -> ContractCase.Operation {
    .run(
      intent: "SendTrailPackIntent",
      parameters: [
        "recipient": ["name": "Ada Lovelace", "handle": ["emailAddress": "ada@example.com"]],
        "map": map,
      ])
  }

  @Test(arguments: [Surface.http, .mcp, .mcpStdio])
  func remoteCallersCannotNameAnyFile(_ surface: Surface) async throws {
    let files = try Files()
    let surfaces = Surfaces(host: Self.host())
    // Text is never a path: a file is an object, as the tool's and route's schema say.
    for map: JSONValue in [
      .string(files.map.path), .string("@" + files.map.path), .string("~/.bashrc"),
      .string(files.map.absoluteString),
    ] {
      let answer = try await surfaces.answer(Self.run(map: map), on: surface)
      #expect(answer.code == "invalidValue", "\(surface), \(map): \(answer)")
      #expect(answer.message?.contains("must be an object") == true, "\(answer)")
    }
    // A file: URL names a file on the host: refused before the file is looked at.
    for map: JSONValue in [
      ["fileURL": .string(files.map.absoluteString)],
      ["fileURL": .string(files.secret.absoluteString), "filename": "x.png"],
      ["fileURL": "file:///nonexistent/map.png"],
    ] {
      let answer = try await surfaces.answer(Self.run(map: map), on: surface)
      #expect(answer.code == "forbiddenFile", "\(surface), \(map): \(answer)")
      let message = answer.message ?? ""
      #expect(message.contains("‘map’") && message.contains("base64"), "\(message)")
      #expect(!message.contains("top secret") && !message.contains("no file there"))
    }
  }

  @Test(arguments: [Surface.http, .mcp, .mcpStdio])
  func anAllowedDirectoryLetsCallersNameItsFilesByURLOnly(_ surface: Surface) async throws {
    let files = try Files()
    var surfaces = Surfaces(host: Self.host())
    surfaces.httpConfiguration = IntentsHTTPConfiguration(
      allowedFileDirectories: [files.allowed.path])
    surfaces.mcpFileAccess = .directories([files.allowed])
    let inside = try await surfaces.answer(
      Self.run(map: ["fileURL": .string(files.map.absoluteString)]), on: surface)
    #expect(Self.dialogLines(inside).contains("Map: map.png, 4 bytes"), "\(surface): \(inside)")
    let outside = files.allowed.appendingPathComponent("../private/secret.png")
    for map: JSONValue in [
      ["fileURL": .string(files.secret.absoluteString)],
      ["fileURL": .string("file://" + outside.path)],
      ["fileURL": .string(files.link.absoluteString)],
    ] {
      let answer = try await surfaces.answer(Self.run(map: map), on: surface)
      #expect(answer.code == "forbiddenFile", "\(surface), \(map): \(answer)")
    }
  }

  @Test(arguments: Surface.allCases)
  func everySurfaceTakesTheFilesBytes(_ surface: Surface) async throws {
    let surfaces = Surfaces(host: Self.host())
    let answer = try await surfaces.answer(
      Self.run(map: ["filename": "map.png", "data": .string(Data([1, 2]).base64EncodedString())]),
      on: surface)
    #expect(Self.dialogLines(answer).contains("Map: map.png, 2 bytes"), "\(surface): \(answer)")
  }

  @Test func theCommandLineReadsTheLocalUsersPaths() async throws {
    let files = try Files()
    let surfaces = Surfaces(host: Self.host())
    for map: JSONValue in [.string(files.map.path), .string("@" + files.map.path)] {
      let answer = await surfaces.cli(Self.run(map: map))
      #expect(Self.dialogLines(answer).contains("Map: map.png, 4 bytes"), "\(map): \(answer)")
    }
  }

  @Test func aServerRefusesAnAllowedDirectoryThatIsNotOne() async throws {
    let configuration = IntentsHTTPConfiguration(allowedFileDirectories: ["uploads"])
    await #expect(throws: IntentsError.self) {
      _ = try await IntentsHTTPServer(host: Self.host(), configuration: configuration)
        .makeApplication()
    }
  }

  /// The pack the intent returns, line by line: it lists the map it was given.
  private static func dialogLines(_ answer: Answer) -> [String] {
    guard case .json(let json) = answer,
      let data = json.objectValue?["result"]?.objectValue?["value"]?.objectValue?["data"]?
        .stringValue,
      let bytes = Data(base64Encoded: data)
    else { return [] }
    return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
  }
}

extension Answer {
  /// The error code, if the answer is an error.
  var code: String? {
    if case .error(let code, _) = self { code } else { nil }
  }
  /// The error message, if the answer is an error.
  var message: String? {
    if case .error(_, let message) = self { message } else { nil }
  }
}
