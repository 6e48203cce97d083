import AppIntents
import Testing

@Suite struct ResultsCollectionTests {
  @Test func collectionsFlattenSectionsInOrder() {
    let collection = IntentItemCollection<PeakEntity>(
      promptLabel: "Which peak?", usesIndexedCollation: true
    ) {
      IntentItemSection("Alps", items: Array(PeakEntity.all.prefix(2)))
      IntentItemSection("Himalaya") {
        PeakEntity.all[3]
        IntentItem(PeakEntity.all[5], title: "The spire", subtitle: "unclimbed")
      }
    }
    #expect(collection.items.map(\.id) == [1, 2, 4, 6])
    #expect(collection.sections[1].items[1].description.subtitle == "unclimbed")
    #expect(collection.promptLabel == "Which peak?" && collection.usesIndexedCollation)
    #expect(IntentItemCollection<PeakEntity>.empty.items.isEmpty)
  }

  @Test func itemsWithoutTitlesUseTheValuesRepresentation() {
    let item = IntentItem(PeakEntity.all[0])
    #expect(String(localized: item.description.title) == "Matterhorn")
    #expect(String(localized: IntentItem("plain").description.title) == "plain")
    let section = IntentItemSection<PeakEntity>(items: [item])
    #expect(section.description == nil)
  }

  @Test func arraysAreResultsCollections() {
    let array = [PeakEntity.all[0]]
    #expect(array.items.map(\.id) == [1])
    #expect(array.promptLabel == nil && !array.usesIndexedCollation)
    #expect([PeakEntity].empty.isEmpty)
  }
}
