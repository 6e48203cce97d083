import AppIntents
import AppIntentsTesting
import IntentsFixtures
import IntentsRuntime
import Testing

/// Picks trails for a widget: at most two on any widget.
struct PickTwoTrailsIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Two Trails"
  @Parameter(title: "Trails", size: 2) var trails: [TrailEntity]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Picked \(trails.count)")
  }
}

/// Picks trails for a widget, as many as the widget family shows.
struct PickTrailsPerWidgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Trails per Widget"
  @Parameter(title: "Trails", size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: 4])
  var trails: [TrailEntity]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Picked \(trails.count)")
  }
}

/// A list parameter declared with a size — one for every widget family, or one per family —
/// takes at most that many items; on Linux, where no widget runs, a size per family is the
/// medium widget's.
@Suite struct ListSizeTests {
  static func system() -> IntentsTestSystem {
    FixtureDependencies.registered
    return IntentsTestSystem(name: "Sizes") {
      TrailEntity.self
      PickTwoTrailsIntent.self
      PickTrailsPerWidgetIntent.self
    }
  }

  static func trails(_ ids: [Int]) -> [String: ParameterInput] {
    ["trails": .list(ids.map { .identifier(String($0)) })]
  }

  @Test func aListTakesAtMostItsDeclaredSize() async throws {
    let system = Self.system()
    let two = try await system.run(PickTwoTrailsIntent.self, Self.trails([1, 3]))
    #expect(two.result?.dialog == "Picked 2")
    let refused = await intentsError {
      _ = try await system.run(PickTwoTrailsIntent.self, Self.trails([1, 2, 3]))
    }
    #expect(refused?.code == IntentsError.invalidValue)
    #expect(refused?.message.contains("not 3") == true)
  }

  @Test func aListSizedPerWidgetFamilyTakesTheMediumWidgetsSize() async throws {
    let system = Self.system()
    let two = try await system.run(PickTrailsPerWidgetIntent.self, Self.trails([1, 3]))
    #expect(two.result?.dialog == "Picked 2")
    let refused = await intentsError {
      _ = try await system.run(PickTrailsPerWidgetIntent.self, Self.trails([1, 2, 3]))
    }
    #expect(refused?.code == IntentsError.invalidValue)
    #expect(refused?.message.contains("not 3") == true)
  }
}
