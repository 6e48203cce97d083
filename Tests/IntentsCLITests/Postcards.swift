import AppIntents
import CoreTransferable
import Foundation
import IntentsCLI
import IntentsRuntime
import UniformTypeIdentifiers

/// A postcard that shares its text: an entity whose content `get --as txt --output` writes.
struct PostcardEntity: AppEntity, Transferable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Postcard"
  static let defaultQuery = PostcardQuery()

  var id: String
  var text: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { card in Data(card.text.utf8) }
  }

  /// The postcards there are.
  static let all = [PostcardEntity(id: "zermatt", text: "Greetings from Zermatt.\n")]
}

/// Every postcard.
struct PostcardQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [PostcardEntity] { PostcardEntity.all }
  func entities(for identifiers: [String]) async throws -> [PostcardEntity] {
    PostcardEntity.all.filter { identifiers.contains($0.id) }
  }
}

/// Runs `get PostcardEntity zermatt --as txt --output PATH` in-process.
func writePostcard(to path: String) async -> (status: Int32, output: String, error: String) {
  let console = RecordingConsole(interactive: false)
  let status = await IntentsCommandLine.run(
    ["get", "PostcardEntity", "zermatt", "--as", "txt", "--output", path], name: "postcards",
    console: console.console
  ) { _ in IntentsHost(name: "Postcards") { PostcardEntity.self } }
  return (status, console.output, console.error)
}
