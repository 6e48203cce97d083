import AppIntents
import CoreSpotlight
import Testing

extension PeakEntity: IndexedEntity {}

@Suite struct SearchableItemTests {
  @Test func anItemForAnEntityNamesItsTypeIdentifierAndPriority() {
    let peak = PeakEntity(7, "Eiger", height: 3967)
    let item = CSSearchableItem(appEntity: peak, priority: 5)
    #expect(item.uniqueIdentifier == "PeakEntity/7")
    #expect(item.domainIdentifier == "PeakEntity")
    #expect(item.attributeSet.title == "Eiger")
    let association = item.associatedAppEntity
    #expect(association?.typeIdentifier == "PeakEntity")
    #expect(association?.identifier == "7")
    #expect(association?.priority == 5)
    #expect(CSSearchableItem(appEntity: peak).associatedAppEntity?.priority == 0)
  }
}
