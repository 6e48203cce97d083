import CoreSpotlight
import Foundation
import Testing

@Suite("Custom attribute keys and values")
struct CustomAttributeTests {
  @Test(
    "Valid key names make keys",
    arguments: ["com_example_continent", "com.example.continent", "rating-2", "A1", "x"])
  func validKeyNames(name: String) throws {
    let key = try #require(CSCustomAttributeKey(keyName: name))
    #expect(key.keyName == name)
  }

  @Test(
    "Invalid key names give nil",
    arguments: ["", "_private", "kMDItemTitle", "kMDCustom", "has space", "emoji😀", "a/b", "é"])
  func invalidKeyNames(name: String) {
    #expect(CSCustomAttributeKey(keyName: name) == nil)
    #expect(
      CSCustomAttributeKey(
        keyName: name, searchable: true, searchableByDefault: true, unique: true,
        multiValued: true) == nil)
  }

  @Test("Keys keep the indexing behaviour they were made with")
  func keysKeepBehaviour() throws {
    let plain = try #require(CSCustomAttributeKey(keyName: "plain"))
    #expect(plain.isSearchable)
    #expect(!plain.isSearchableByDefault)
    #expect(!plain.isUnique)
    #expect(!plain.isMultiValued)
    let tags = try #require(
      CSCustomAttributeKey(
        keyName: "tags", searchable: false, searchableByDefault: true, unique: true,
        multiValued: true))
    #expect(!tags.isSearchable)
    #expect(tags.isSearchableByDefault)
    #expect(tags.isUnique)
    #expect(tags.isMultiValued)
    #expect(tags != CSCustomAttributeKey(keyName: "tags"))
  }

  @Test("Foundation objects are stored and read back")
  func foundationObjectsRoundTrip() throws {
    let attributes = CSSearchableItemAttributeSet()
    let name = try #require(CSCustomAttributeKey(keyName: "com.example.name"))
    let count = try #require(CSCustomAttributeKey(keyName: "com.example.count"))
    let when = try #require(CSCustomAttributeKey(keyName: "com.example.when"))
    let tags = try #require(CSCustomAttributeKey(keyName: "com.example.tags"))
    let link = try #require(CSCustomAttributeKey(keyName: "com.example.link"))
    let blob = try #require(CSCustomAttributeKey(keyName: "com.example.blob"))
    let date = Date(timeIntervalSince1970: 42)
    attributes.setValue("Europe" as NSString, forCustomKey: name)
    attributes.setValue(NSNumber(value: 7), forCustomKey: count)
    attributes.setValue(NSDate(timeIntervalSince1970: 42), forCustomKey: when)
    attributes.setValue(NSArray(array: ["a" as NSString, "b" as NSString]), forCustomKey: tags)
    attributes.setValue(NSURL(string: "https://example.com/x"), forCustomKey: link)
    attributes.setValue(NSData(data: Data([9, 8])), forCustomKey: blob)
    #expect(attributes.value(forCustomKey: name) as? String == "Europe")
    #expect((attributes.value(forCustomKey: count) as? NSNumber)?.intValue == 7)
    #expect(attributes.value(forCustomKey: when) as? Date == date)
    #expect(attributes.value(forCustomKey: tags) as? [String] == ["a", "b"])
    #expect(attributes.value(forCustomKey: link) as? URL == URL(string: "https://example.com/x"))
    #expect(attributes.value(forCustomKey: blob) as? Data == Data([9, 8]))
    #expect(attributes.allAttributes["com.example.name"] == .string("Europe"))
    #expect(attributes.allAttributes["com.example.tags"] == .array([.string("a"), .string("b")]))
  }

  @Test("Swift values are stored and read back")
  func swiftValuesRoundTrip() throws {
    let attributes = CSSearchableItemAttributeSet()
    let continent = try #require(CSCustomAttributeKey(keyName: "continent"))
    let visitors = try #require(CSCustomAttributeKey(keyName: "visitors"))
    let site = try #require(CSCustomAttributeKey(keyName: "site"))
    let peaks = try #require(CSCustomAttributeKey(keyName: "peaks"))
    let open = try #require(CSCustomAttributeKey(keyName: "open"))
    attributes.setValue("Europe", forCustomKey: continent)
    attributes.setValue(1_500, forCustomKey: visitors)
    attributes.setValue(URL(string: "https://example.com"), forCustomKey: site)
    attributes.setValue(["Mont Blanc", "Matterhorn"], forCustomKey: peaks)
    attributes.setValue(true, forCustomKey: open)
    #expect(attributes.value(forCustomKey: continent) as? String == "Europe")
    #expect(attributes.value(forCustomKey: visitors) as? Int == 1_500)
    #expect(attributes.value(forCustomKey: site) as? URL == URL(string: "https://example.com"))
    #expect(attributes.value(forCustomKey: peaks) as? [String] == ["Mont Blanc", "Matterhorn"])
    #expect((attributes.value(forCustomKey: open) as? NSNumber)?.boolValue == true)
    #expect(attributes.value(forCustomKey: open) as? Bool == true)
    #expect(attributes.value(forCustomKey: continent) as? NSString == "Europe")
  }

  @Test("Setting nil removes a custom value")
  func settingNilRemovesCustomValue() throws {
    let attributes = CSSearchableItemAttributeSet()
    let key = try #require(CSCustomAttributeKey(keyName: "temporary"))
    attributes.setValue("here", forCustomKey: key)
    attributes.setValue(nil, forCustomKey: key)
    #expect(attributes.value(forCustomKey: key) == nil)
    #expect(attributes.allAttributes["temporary"] == nil)
    #expect(attributes.clearedAttributeNames.contains("temporary"))
  }

  @Test("Custom keys never collide with the built-in attributes")
  func customKeysDoNotCollide() throws {
    let attributes = CSSearchableItemAttributeSet()
    let title = try #require(CSCustomAttributeKey(keyName: "title"))
    attributes.title = "Built-in"
    attributes.setValue("Custom", forCustomKey: title)
    #expect(attributes.title == "Built-in")
    #expect(attributes.value(forCustomKey: title) as? String == "Custom")
  }

  @Test("Storing an unsupported Foundation object is a programming error")
  func unsupportedObjectStops() async {
    await #expect(processExitsWith: .failure) {
      let attributes = CSSearchableItemAttributeSet()
      attributes.setValue(NSUUID(), forCustomKey: CSCustomAttributeKey(keyName: "bad")!)
    }
  }
}
