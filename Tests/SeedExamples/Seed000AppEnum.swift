// Seed 000, "AppEnum — fixed set of values". No changes besides the namespace.

import AppIntents
import Testing

enum Seed000AppEnum {
enum NavigationOption: String, AppEnum {
    case landmarks
    case map
    case collections

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"

    static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .landmarks: DisplayRepresentation(
            title: "Landmarks",
            image: .init(systemName: "building.columns")
        ),
        .map: DisplayRepresentation(
            title: "Map",
            image: .init(systemName: "map")
        ),
        .collections: DisplayRepresentation(
            title: "Collections",
            image: .init(systemName: "book.closed")
        )
    ]
}
}

@Suite struct Seed000AppEnumTests {
  typealias NavigationOption = Seed000AppEnum.NavigationOption

  @Test func everyCaseHasATitleAndASymbol() {
    #expect(NavigationOption.allCases.count == 3)
    let titles = NavigationOption.allCases.map { String(localized: $0.localizedStringResource) }
    #expect(titles == ["Landmarks", "Map", "Collections"])
    #expect(NavigationOption.caseDisplayRepresentations[.map]?.image == .init(systemName: "map"))
  }

  @Test func typeIsNamedAndIdentifiedByRawValue() {
    #expect(String(localized: NavigationOption.typeDisplayRepresentation.name) == "Navigation Option")
    #expect(NavigationOption(rawValue: "collections") == .collections)
    #expect(NavigationOption(rawValue: "Collections") == nil)
    #expect(NavigationOption.persistentIdentifier == "NavigationOption")
  }
}
