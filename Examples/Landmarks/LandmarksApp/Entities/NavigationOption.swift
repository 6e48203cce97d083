public import AppIntents

/// The app's main sections.
public enum NavigationOption: String, AppEnum {
  case landmarks
  case map
  case collections

  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"

  public static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
    .landmarks: DisplayRepresentation(
      title: "Landmarks", image: .init(systemName: "building.columns")),
    .map: DisplayRepresentation(title: "Map", image: .init(systemName: "map")),
    .collections: DisplayRepresentation(
      title: "Collections", image: .init(systemName: "book.closed")),
  ]
}
