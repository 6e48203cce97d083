import AppIntents
import Testing

struct SettingsEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
  static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }
}

struct LonelyEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lonely"
  static let defaultQuery = UniqueAppEntityProvider<LonelyEntity>()
}

enum Color_: String, AppEntity, CaseIterable, CaseDisplayRepresentable {
  case red, green
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
  static let caseDisplayRepresentations: [Color_: DisplayRepresentation] = [
    .red: "Rouge", .green: "Vert",
  ]
}

@Suite struct SpecialEntityTests {
  @Test func uniqueEntityIsTheOnlyAnswer() async throws {
    let settings = try await SettingsEntity.defaultQuery.uniqueEntity()
    #expect(settings.id == "SettingsEntity")
    #expect(String(localized: settings.displayRepresentation.title) == "Settings")
    #expect(try await SettingsEntity.defaultQuery.allEntities().count == 1)
    #expect(
      try await SettingsEntity.defaultQuery.entities(for: ["SettingsEntity", "other"]).count == 1)
    #expect(try await SettingsEntity.defaultQuery.entities(for: ["other"]).isEmpty)
  }

  @Test func providerWithoutClosureExplainsItself() async {
    await #expect {
      _ = try await LonelyEntity.defaultQuery.uniqueEntity()
    } throws: { error in
      String(describing: error).contains("create it with a closure")
    }
  }

  @Test func rawRepresentableEntitiesGetAQuery() async throws {
    let query = Color_.defaultQuery
    #expect(try await query.entities(for: ["green", "blue"]) == [.green])
    #expect(try await query.entities(matching: "ROU") == [.red])
    #expect(try await query.suggestedEntities() == [.red, .green])
    #expect(String(localized: Color_.green.displayRepresentation.title) == "Vert")
  }
}
