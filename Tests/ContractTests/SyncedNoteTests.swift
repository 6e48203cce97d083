import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsCLI
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// A `SyncableEntity`'s stable identifiers are what every surface and every saved record keeps.
@Suite struct SyncedNoteTests {
  @Test func aSavedReferenceSurvivesARebuildOfTheStore() async throws {
    let store = NoteStore()
    let host = SyncedNotes.make(store: store)
    // Saved by the local-only identifier of the shared note's row…
    let saved = try await host.saveReference(named: "plan", type: "NoteEntity", identifier: "local:2")
    // …it keeps the stable one.
    #expect(saved.identifier == SyncedNotes.routePlan)
    store.rebuild()  // row 2 is now the packing list
    let found = try await host.resolveReference(named: "plan")
    #expect(found.title == "Club route plan")
    #expect((found.entity as? NoteEntity)?.id.local == 1)
  }

  @Test func identifiersRoundTripThroughTheirWireForm() throws {
    typealias ID = SyncableEntityIdentifier<Int, UUID>
    let uuid = try #require(UUID(uuidString: SyncedNotes.routePlan))
    let full = ID(local: 2, stable: uuid)
    #expect(full.entityIdentifierString == SyncedNotes.routePlan)
    let read = try #require(ID.entityIdentifier(for: full.entityIdentifierString))
    #expect(read.local == nil)
    #expect(read == full)
    #expect(Set([read, full]).count == 1)
    let localOnly = try #require(ID.entityIdentifier(for: "local:7"))
    #expect(localOnly.local == 7 && localOnly.stable == nil)
    #expect(localOnly.entityIdentifierString == "local:7")
    #expect(ID.entityIdentifier(for: "local:seven") == nil)
    #expect(full.description == "local 2, stable \(SyncedNotes.routePlan)")
    let same = SyncableEntityIdentifier<String, String>(id: "abc")
    #expect(same.local == "abc" && same.stable == "abc")
  }

  @Test func everySurfaceSaysTheIdentifiersAreStable() async throws {
    let host = SyncedNotes.make()
    #expect(try await host.describe(entityType: "NoteEntity").syncable == true)
    #expect(try await host.describe(entityType: "NoteEntity").identifierForm == "syncable uuid")
    let console = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["describe", "NoteEntity"], name: "notes", console: console.console
    ) { _ in host }
    #expect(console.output.contains("stable across devices: SyncableEntity"))
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: "/types", method: .get, headers: [:], body: nil)
      let types = try JSONValue(parsing: String(buffer: response.body))
      #expect(types["entities"]?[0]?["syncable"] == true)
    }
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: host).makeServer().start(transport: serverSide)
    let client = Client(name: "SyncedNoteTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let tools = try await client.listTools().tools
    await client.disconnect()
    let get = try #require(tools.first { $0.name == "get_NoteEntity" }?.description)
    #expect(get.contains("stable across devices"))
  }
}

/// Reads the titles of the notes it is given.
struct ReadNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Read Notes"
  @Parameter(title: "Notes") var notes: EntityCollection<NoteEntity>

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let titles = try await notes.resolvedEntities().map {
      String(localized: $0.displayRepresentation.title)
    }
    return .result(dialog: "\(titles.joined(separator: ", "))")
  }
}

@Suite struct SyncedNoteCollectionTests {
  @Test func aCollectionGivenLocalIdentifiersResolvesTheirEntities() async throws {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: NoteStore())
    let host = IntentsHost(name: "Notes", dependencies: dependencies) {
      NoteEntity.self
      ReadNotesIntent.self
    }
    let run = try await host.run(
      intent: "ReadNotesIntent",
      parameters: ["notes": .list([.identifier("local:2"), .identifier(SyncedNotes.packingList)])])
    #expect(run.result?.dialog == "Club route plan, Packing list")
  }
}
