import CoreSpotlight
import Foundation
import Testing

@Suite("Attribute sets")
struct AttributeSetTests {
  @Test("Properties store and return what was set")
  func propertiesRoundTrip() throws {
    let attributes = CSSearchableItemAttributeSet()
    let created = Date(timeIntervalSince1970: 1_000)
    let thumbnail = try #require(URL(string: "https://example.com/t.png"))
    attributes.title = "Mount Rainier"
    attributes.displayName = "Rainier"
    attributes.alternateNames = ["Tahoma", "Tacoma"]
    attributes.contentDescription = "A volcano"
    attributes.keywords = ["volcano", "hiking"]
    attributes.textContent = "Full text"
    attributes.thumbnailData = Data([1, 2, 3])
    attributes.thumbnailURL = thumbnail
    attributes.contentURL = URL(fileURLWithPath: "/tmp/rainier.txt")
    attributes.url = URL(string: "https://example.com/rainier")
    attributes.identifier = "rainier"
    attributes.relatedUniqueIdentifier = "park-1"
    attributes.domainIdentifier = "parks.washington"
    attributes.contentCreationDate = created
    attributes.contentModificationDate = created.addingTimeInterval(60)
    attributes.addedDate = created.addingTimeInterval(120)
    attributes.lastUsedDate = created.addingTimeInterval(180)
    attributes.namedLocation = "Washington"
    attributes.latitude = 46.85
    attributes.longitude = -121.76
    attributes.supportsNavigation = true
    attributes.rating = 5
    attributes.artist = "Nature"
    attributes.album = "Cascades"
    attributes.authorNames = ["Ranger Rick"]

    #expect(attributes.title == "Mount Rainier")
    #expect(attributes.displayName == "Rainier")
    #expect(attributes.alternateNames == ["Tahoma", "Tacoma"])
    #expect(attributes.contentDescription == "A volcano")
    #expect(attributes.keywords == ["volcano", "hiking"])
    #expect(attributes.textContent == "Full text")
    #expect(attributes.thumbnailData == Data([1, 2, 3]))
    #expect(attributes.thumbnailURL == thumbnail)
    #expect(attributes.contentURL == URL(fileURLWithPath: "/tmp/rainier.txt"))
    #expect(attributes.url == URL(string: "https://example.com/rainier"))
    #expect(attributes.identifier == "rainier")
    #expect(attributes.relatedUniqueIdentifier == "park-1")
    #expect(attributes.domainIdentifier == "parks.washington")
    #expect(attributes.contentCreationDate == created)
    #expect(attributes.contentModificationDate == created.addingTimeInterval(60))
    #expect(attributes.addedDate == created.addingTimeInterval(120))
    #expect(attributes.lastUsedDate == created.addingTimeInterval(180))
    #expect(attributes.namedLocation == "Washington")
    #expect(attributes.latitude?.doubleValue == 46.85)
    #expect(attributes.longitude?.doubleValue == -121.76)
    #expect(attributes.supportsNavigation?.boolValue == true)
    #expect(attributes.rating?.intValue == 5)
    #expect(attributes.artist == "Nature")
    #expect(attributes.album == "Cascades")
    #expect(attributes.authorNames == ["Ranger Rick"])
    #expect(attributes.allAttributes.count == 25)
  }

  @Test("Unset properties are nil and setting nil clears a property")
  func settingNilClears() {
    let attributes = CSSearchableItemAttributeSet()
    #expect(attributes.title == nil)
    #expect(attributes.keywords == nil)
    attributes.title = "Draft"
    attributes.title = nil
    #expect(attributes.title == nil)
    #expect(attributes.allAttributes.isEmpty)
    #expect(attributes.clearedAttributeNames == ["kMDItemTitle"])
  }

  @Test("The content type initializer records the item's type")
  func itemContentTypeInitializer() {
    let attributes = CSSearchableItemAttributeSet(itemContentType: "public.image")
    #expect(attributes.contentType == "public.image")
  }

  @Test("Every attribute set so far is readable by its Spotlight name")
  func allAttributesUseSpotlightNames() {
    let attributes = CSSearchableItemAttributeSet()
    attributes.title = "Trail"
    attributes.keywords = ["a", "b"]
    attributes.rating = 4
    #expect(
      attributes.allAttributes == [
        "kMDItemTitle": .string("Trail"),
        "kMDItemKeywords": .array([.string("a"), .string("b")]),
        "kMDItemStarRating": .number(4),
      ])
    #expect(attributes.value(forAttributeNamed: "kMDItemTitle")?.stringValue == "Trail")
    #expect(attributes.allAttributes["kMDItemKeywords"]?.searchableText == ["a", "b"])
  }

  @Test("Key paths map to the names their values are stored under")
  func keyPathsMapToAttributeNames() {
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.title) == "kMDItemTitle")
    #expect(
      CSSearchableItemAttributeSet.attributeName(for: \.contentDescription) == "kMDItemDescription")
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.keywords) == "kMDItemKeywords")
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.addedDate) == "kMDItemDateAdded")
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.rating) == "kMDItemStarRating")
  }

  @Test("Every property's key path has a name, and that name holds the property's value")
  func everyPropertyNameHoldsItsValue() throws {
    let attributes = CSSearchableItemAttributeSet()
    attributes.contentDescription = "described"
    let name = try #require(
      CSSearchableItemAttributeSet.attributeName(for: \.contentDescription))
    #expect(attributes.allAttributes[name] == .string("described"))
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.allAttributes) == nil)
  }

  @Test("Attributes can be set by name")
  func setByName() {
    let attributes = CSSearchableItemAttributeSet()
    attributes.setValue(.string("By name"), forAttributeNamed: "kMDItemTitle")
    #expect(attributes.title == "By name")
    attributes.setValue(nil, forAttributeNamed: "kMDItemTitle")
    #expect(attributes.title == nil)
  }

  @Test("A copy shares nothing with the original")
  func copyIsIndependent() throws {
    let attributes = CSSearchableItemAttributeSet()
    attributes.title = "Original"
    let copy = try #require(attributes.copy() as? CSSearchableItemAttributeSet)
    copy.title = "Copy"
    #expect(attributes.title == "Original")
    #expect(copy.title == "Copy")
  }

  @Test("Writes from many tasks at once all land")
  func concurrentWritesAllLand() async {
    let attributes = CSSearchableItemAttributeSet()
    let key = CSCustomAttributeKey(keyName: "counter")!
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask {
          attributes.setValue(index, forCustomKey: CSCustomAttributeKey(keyName: "key\(index)")!)
        }
      }
    }
    attributes.setValue(1, forCustomKey: key)
    #expect(attributes.allAttributes.count == 101)
  }
}
