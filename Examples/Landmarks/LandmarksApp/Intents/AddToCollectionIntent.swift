public import AppIntents

/// Adds a landmark to one of the person's collections.
public struct AddToCollectionIntent: AppIntent {
  public static let title: LocalizedStringResource = "Add Landmark to Collection"
  public static var description: IntentDescription? {
    IntentDescription("Adds a landmark to a collection, once.", categoryName: "Collections")
  }
  public static var parameterSummary: some ParameterSummary {
    Summary("Add \(\.$landmark) to \(\.$collection)")
  }

  @Parameter(title: "Landmark", requestValueDialog: "Which landmark do you want to add?")
  public var landmark: LandmarkEntity
  @Parameter(title: "Collection", requestValueDialog: "Which collection?")
  public var collection: CollectionEntity

  @Dependency var database: LandmarkDatabase
  @Dependency var spotlight: LandmarksSpotlight

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<CollectionEntity>
    & ProvidesDialog
  {
    let added = try await database.add(landmark: landmark.id, toCollection: collection.id)
    if added { try await spotlight.update(collections: [collection.id]) }
    let updated = try await database.collections(ids: [collection.id]).first.map(
      CollectionEntity.init)
    let dialog: IntentDialog =
      added
      ? "Added \(landmark.name) to \(collection.name)."
      : "\(landmark.name) is already in \(collection.name)."
    return .result(value: updated ?? collection, dialog: dialog)
  }
}
