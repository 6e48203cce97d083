public import AppIntents

/// What kind of peak a mountain is: an enum parameter and property.
public enum PeakKind: String, AppEnum {
  case summit, massif, volcano

  /// The type's name.
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak Kind"
  /// How each case reads, with synonyms that interpreting and Find take.
  public static let caseDisplayRepresentations: [PeakKind: DisplayRepresentation] = [
    .summit: DisplayRepresentation(title: "Summit", synonyms: ["top"]),
    .massif: "Massif",
    .volcano: DisplayRepresentation(title: "Volcano", subtitle: "Once fiery"),
  ]
}
