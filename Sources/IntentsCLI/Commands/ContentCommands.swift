import ArgumentParser
import Foundation
import IntentsRuntime
import IntentsWire
import UniformTypeIdentifiers

/// `look [IMAGE] [--label WORD…]`: the app's values for a picture and words for what it shows.
struct LookCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "look",
    abstract: "Search the app's values by image (PNG or JPEG) and labels, as visual search does.",
    discussion:
      "Each value comes with the intent that opens it; the last line names the app's own search for more results. With --json, the answer is the one POST /visual-search and the MCP tool visual_search give."
  )

  @Argument(help: "A PNG or JPEG file.") var image: String?
  @Option(name: .customLong("label"), help: "A word for what the picture shows (repeatable).")
  var labels: [String] = []
  @Option(name: .long, help: "The most values to show (default 20, at most 200).") var limit: Int?
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if image == nil && labels.isEmpty {
      throw ValidationError("Give an image, one or more --label, or both.")
    }
  }

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    let bytes = try image.map(Self.read)
    let found = try await host.visualSearch(
      VisualSearchRequest(image: bytes, labels: labels, limit: limit))
    if output.json {
      console.print(found.json.prettyPrinted)
      return
    }
    if found.values.isEmpty { console.print("Nothing matches.") }
    for value in found.values {
      let id = value.entity.map { " [\($0.identifier)]" } ?? ""
      let opener = value.open.map { "  → run \($0.intent)" } ?? ""
      console.print("\(value.rank). \(value.title)\(id) — \(value.typeIdentifier)\(opener)")
    }
    if found.truncated { console.print("(more values matched; raise --limit)") }
    if let more = found.moreResults { console.print("More results: run \(more.intent)") }
  }

  /// The file's bytes, up to the size a visual search takes.
  static func read(_ path: String) throws -> Data {
    let url = URL(fileURLWithPath: path)
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    guard let size else {
      throw IntentsError(
        IntentsError.invalidValue, "Cannot read the image file ‘\(path.prefix(200))’.")
    }
    guard size <= VisualSearchRequest.maximumImageBytes else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "‘\(path.prefix(200))’ is \(size) bytes; a visual search takes at most "
          + "\(VisualSearchRequest.maximumImageBytes).")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw IntentsError(
        IntentsError.invalidValue, "Cannot read the image file ‘\(path.prefix(200))’.")
    }
  }
}

/// `context`: what this command line's client has on screen.
struct ContextCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "context",
    abstract: "Show what is on screen: the entities \"this\" refers to, most recent first.",
    discussion:
      "On the command line the client is the person at this machine: the app's current user activities (NSUserActivity.appEntityIdentifier) put entities there. HTTP clients use GET/PUT/DELETE /context with an Intents-Client header; MCP clients the context resource."
  )

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    let context = try await host.contextJSON(for: .local)
    if output.json {
      console.print(context.prettyPrinted)
      return
    }
    let entities = try await host.onScreen(for: .local)
    if entities.isEmpty { console.print("Nothing is on screen.") }
    for entity in entities {
      console.print(
        "\(entity.entity.title) — \(entity.entity.typeIdentifier) \(entity.entity.identifier)")
    }
  }
}

/// What `get --as TYPE` writes: an entity's content through its transfer representations.
enum ContentExport {
  /// Exports the entity as the named content type (a type identifier, MIME type or file
  /// extension): text to standard output, or anything to `path` as is (see ``OutputFile``:
  /// written as the shell's `>` writes, a regular file replaced atomically). Binary content
  /// needs a path, so that a terminal never receives it; `--output /dev/stdout` sends it down a
  /// pipe.
  static func write(
    _ entity: EntityValue, as name: String, to path: String?, host: IntentsHost,
    console: Console
  ) async throws {
    guard let type = ContentNegotiation.contentType(named: name) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "‘\(name.prefix(100))’ is not a content type: name one as public.plain-text, "
          + "text/plain or txt.",
        allowed: host.contentTypes(of: entity).map(\.identifier))
    }
    let content = try await host.export(entity, as: type)
    if let path {
      try OutputFile.write(content.data, to: path)
      return
    }
    guard content.contentType.conforms(to: .text),
      let text = String(data: content.data, encoding: .utf8)
    else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "\(entity.typeIdentifier) \(entity.identifier)'s \(content.mimeType) content is binary: "
          + "write it to a file with --output FILE.")
    }
    console.print(text.hasSuffix("\n") ? String(text.dropLast()) : text)
  }
}
