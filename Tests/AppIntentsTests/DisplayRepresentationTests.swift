import AppIntents
import Foundation
import Testing

@Suite struct DisplayRepresentationTests {
  @Test func literalAndInterpolatedTitles() {
    let literal: DisplayRepresentation = "Matterhorn"
    #expect(String(localized: literal.title) == "Matterhorn")
    #expect(literal.subtitle == nil && literal.image == nil && literal.synonyms.isEmpty)
    let height = 4478
    let interpolated: DisplayRepresentation = "Peak \(height)"
    #expect(interpolated.title.key == "Peak %lld")
    #expect(String(localized: interpolated.title) == "Peak 4478")
  }

  @Test func representationIsAMutableValue() {
    var display = DisplayRepresentation(
      title: "A", subtitle: "B", image: .init(systemName: "star"), synonyms: ["C"])
    let original = display
    display.image = .init(
      url: URL(fileURLWithPath: "/tmp/a.png"), width: 20, height: 20, displayStyle: .circular)
    display.title = "Z"
    #expect(original.image == .init(systemName: "star"))
    #expect(display != original)
    #expect(display.image?.displayStyle == .circular)
    #expect(String(localized: display.title) == "Z")
    #expect(display.synonyms.map { String(localized: $0) } == ["C"])
  }

  @Test func imagesCompareBySourceTemplateAndStyle() throws {
    #expect(DisplayRepresentation.Image(systemName: "a") == .init(systemName: "a"))
    #expect(
      DisplayRepresentation.Image(systemName: "a") != .init(systemName: "a", isTemplate: true))
    #expect(DisplayRepresentation.Image(named: "a") != .init(systemName: "a"))
    let data = DisplayRepresentation.Image(
      data: Data([1, 2]), isTemplate: false, displayStyle: .circular)
    #expect(data.source == .data(Data([1, 2])))
    let decoded = try JSONDecoder().decode(
      DisplayRepresentation.Image.self, from: JSONEncoder().encode(data))
    #expect(decoded == data)
  }

  @Test func typeRepresentationCountsWithItsNumericFormat() {
    #expect(PeakEntity.typeDisplayRepresentation.formattedCount(1) == "1 peaks")
    let plain: TypeDisplayRepresentation = "Landmark"
    #expect(plain.formattedCount(3) == "3 Landmark")
    let synonyms = TypeDisplayRepresentation(
      name: "Trail", numericFormat: nil, synonyms: ["Path", "Route"])
    #expect(synonyms.synonyms.count == 2)
  }

  @Test func casesAndEntitiesDescribeThemselves() {
    #expect(String(localized: Range_.andes.localizedStringResource) == "Andes")
    #expect(String(localized: PeakEntity.all[1].localizedStringResource) == "Mont Blanc")
  }
}
