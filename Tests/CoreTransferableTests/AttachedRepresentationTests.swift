import CoreTransferable
import Foundation
import Testing

/// A tag that travels with the type's representations but carries no bytes.
private struct AttachedTag: Sendable, Equatable {
  let name: String
}

/// A card listing an attached representation between two that carry bytes.
private struct TagCard: Transferable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    AttachedRepresentation<TagCard>(AttachedTag(name: "card"))
    ProxyRepresentation(exporting: \.text)
  }
}

/// A sleeve that travels as its card: the card's attachment is the card's, not the sleeve's.
private struct TagSleeve: Transferable {
  var card: TagCard

  static var transferRepresentation: some TransferRepresentation {
    AttachedRepresentation<TagSleeve>(AttachedTag(name: "sleeve"))
    ProxyRepresentation(exporting: \.card)
  }
}

@Suite struct AttachedRepresentationTests {
  @Test func theDataConversionsPassOverIt() async throws {
    let card = TagCard(text: "hello")
    // The first representation carries nothing: the proxy after it exports the text.
    let data = try await card.exported(as: nil)
    #expect(String(decoding: data, as: UTF8.self) == "hello")
    #expect(TagCard.exportedContentTypes() == String.exportedContentTypes())
  }

  @Test func eachTypeKeepsItsOwnAttachments() {
    #expect(
      TagCard.attachedRepresentations.compactMap { $0 as? AttachedTag } == [
        AttachedTag(name: "card")
      ])
    // Proxying to a card does not make the card's attachment the sleeve's.
    #expect(
      TagSleeve.attachedRepresentations.compactMap { $0 as? AttachedTag } == [
        AttachedTag(name: "sleeve")
      ])
  }
}
