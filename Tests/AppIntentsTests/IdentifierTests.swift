import AppIntents
import Foundation
import Testing

@Suite struct IdentifierTests {
  @Test func builtInIdentifiersRoundTrip() {
    #expect(String.entityIdentifier(for: "a b/c") == "a b/c")
    #expect(Int.entityIdentifier(for: 42.entityIdentifierString) == 42)
    #expect(Int.entityIdentifier(for: (-7).entityIdentifierString) == -7)
    let uuid = UUID()
    #expect(UUID.entityIdentifier(for: uuid.entityIdentifierString) == uuid)
    #expect(UUID.entityIdentifier(for: uuid.uuidString.lowercased()) == uuid)
    #expect(Float.entityIdentifier(for: Float(0.1).entityIdentifierString) == 0.1)
  }

  @Test(arguments: ["", "4.2", "forty", "9999999999999999999999", " 1"])
  func malformedIntegersAreRejected(text: String) {
    #expect(Int.entityIdentifier(for: text) == nil)
  }

  @Test(arguments: [
    "", "not-a-uuid", "6F9619FF-8B86-D011-B42D", "{6F9619FF-8B86-D011-B42D-00C04FC964FF}",
  ])
  func malformedUUIDsAreRejected(text: String) {
    #expect(UUID.entityIdentifier(for: text) == nil)
  }

  @Test(arguments: ["nan", "inf", "-inf", "x1"])
  func nonFiniteOrMalformedFloatsAreRejected(text: String) {
    #expect(Float.entityIdentifier(for: text) == nil)
  }

  @Test func entityIdentifierNamesTypeAndIdentifier() {
    let reference = EntityIdentifier(for: PeakEntity.all[0])
    #expect(reference.identifier == "1")
    #expect(ObjectIdentifier(reference.entityType) == ObjectIdentifier(PeakEntity.self))
    #expect(reference.description == "PeakEntity(1)")
    #expect(reference == EntityIdentifier(for: PeakEntity.self, identifier: 1))
    #expect(reference != EntityIdentifier(for: PeakEntity.self, identifier: 2))
    #expect(EntityIdentifier.valueMaximumLength == 4096)
  }

  @Test func activityIdentifiersRoundTripForKnownTypes() throws {
    let reference = EntityIdentifier(for: PeakEntity.self, identifier: 4)
    let restored = try #require(EntityIdentifier(activityIdentifier: reference.activityIdentifier))
    #expect(restored == reference)
    #expect(EntityIdentifier(activityIdentifier: "NoSuchEntity/1") == nil)
    #expect(EntityIdentifier(activityIdentifier: "no separator") == nil)
  }

  @Test func fileEntityIdentifiersRoundTrip() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oi-\(UUID().uuidString).txt")
    try Data("x".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try FileEntityIdentifier.file(url: url)
    let restored = try #require(
      FileEntityIdentifier.entityIdentifier(for: file.entityIdentifierString))
    #expect(restored == file)
    #expect(try await restored.fileURL?.lastPathComponent == url.lastPathComponent)
    #expect(!file.isDraft)
    let draft = FileEntityIdentifier.draft(identifier: "draft-7")
    #expect(
      FileEntityIdentifier.entityIdentifier(for: draft.entityIdentifierString)?.draftIdentifier
        == "draft-7")
    #expect(FileEntityIdentifier.entityIdentifier(for: "ftp:/x") == nil)
    #expect(throws: (any Error).self) {
      _ = try FileEntityIdentifier.file(url: URL(string: "https://x.org")!)
    }
  }
}

/// The wire form of syncable identifiers: a stable part that looks like a local one is marked,
/// so every identifier reads back as itself.
@Suite struct SyncableIdentifierWireFormTests {
  typealias ID = SyncableEntityIdentifier<Int, String>

  @Test(arguments: ["5A1C", "local:12", "stable:x", "stable:", "local:", "", "locale:1"])
  func aStablePartReadsBackAsItself(_ stable: String) throws {
    let id = ID(local: 3, stable: stable)
    let read = try #require(ID.entityIdentifier(for: id.entityIdentifierString))
    #expect(read.stable == stable)
    #expect(read.local == nil)
    #expect(read == id)
  }

  @Test func theWireFormMarksOnlyWhatWouldBeMisread() {
    #expect(ID(local: 3, stable: "5A1C").entityIdentifierString == "5A1C")
    #expect(ID(local: 3, stable: "local:12").entityIdentifierString == "stable:local:12")
    #expect(ID(local: 3, stable: "stable:x").entityIdentifierString == "stable:stable:x")
    #expect(ID.entityIdentifier(for: "local:12")?.local == 12)
    #expect(ID.entityIdentifier(for: "local:12")?.stable == nil)
    #expect(ID.entityIdentifier(for: "local:twelve") == nil)
  }
}
