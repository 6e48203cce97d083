// A second test domain, for what the property macros, union values and assistant schemas show
// on every surface: river gauges whose properties are `@ComputedProperty`s read from the model
// and a `@DeferredProperty` forecast that counts its reads (and fails for one gauge), an intent
// returning a `@UnionValue`, and types adopting assistant schemas (one for an assistant only).

public import AppIntents
import Foundation
public import IntentsRuntime
import Synchronization

/// A river gauge as the app stores it.
public struct Gauge: Sendable, Hashable {
  public var id: Int
  public var river: String
  public var levelCm: Int

  /// A gauge.
  public init(id: Int, river: String, levelCm: Int) {
    self.id = id
    self.river = river
    self.levelCm = levelCm
  }

  /// The gauges the fixture serves; the forecast of gauge 3 fails.
  public static let sample: [Gauge] = [
    Gauge(id: 1, river: "Aare", levelCm: 182),
    Gauge(id: 2, river: "Rhine", levelCm: 240),
    Gauge(id: 3, river: "Reuss", levelCm: 95),
  ]
}

/// The forecast service behind the deferred property: it counts the forecasts it computes, so
/// tests can tell which answers read them.
public enum GaugeForecasts {
  private static let count = Mutex(0)

  /// How many forecasts were computed so far.
  public static var reads: Int { count.withLock { $0 } }

  /// Why a forecast fails.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String { "the forecast service has no data for this gauge" }
  }

  static func forecast(for gauge: Gauge) async throws -> String {
    count.withLock { $0 += 1 }
    if gauge.id == 3 { throw Unavailable() }
    return "\(gauge.river): \(gauge.levelCm + 10) cm tomorrow"
  }
}

/// A gauge as an entity: every property is read from the model.
public struct GaugeEntity: AppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
  public static let defaultQuery = GaugeQuery()

  let gauge: Gauge
  public var id: Int { gauge.id }
  public var displayRepresentation: DisplayRepresentation { "\(gauge.river)" }

  @ComputedProperty(title: "River")
  public var river: String { gauge.river }

  @ComputedProperty(title: "Level (cm)")
  public var levelCm: Int { gauge.levelCm }

  @DeferredProperty(title: "Forecast")
  public var forecast: String {
    get async throws { try await GaugeForecasts.forecast(for: gauge) }
  }

  public init(_ gauge: Gauge) { self.gauge = gauge }
}

/// Every gauge, so that the runtime derives Find, search and suggestions.
public struct GaugeQuery: EnumerableEntityQuery {
  public init() {}
  public func allEntities() async throws -> [GaugeEntity] { Gauge.sample.map(GaugeEntity.init) }
  public func entities(for identifiers: [Int]) async throws -> [GaugeEntity] {
    Gauge.sample.filter { identifiers.contains($0.id) }.map(GaugeEntity.init)
  }
  public func suggestedEntities() async throws -> [GaugeEntity] {
    try await allEntities()
  }
}

/// A gauge's reading, or a note when there is no gauge to read.
@UnionValue
public enum ReadingResult {
  case gauge(GaugeEntity)
  case note(String)
}

/// Returns a union value: the gauge asked for, or a note.
public struct LatestReadingIntent: AppIntent {
  public static let title: LocalizedStringResource = "Latest Reading"

  @Parameter(title: "Gauge") public var gauge: GaugeEntity?

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<ReadingResult> {
    guard let gauge else { return .result(value: ReadingResult.note("No gauge given.")) }
    return .result(value: ReadingResult.gauge(gauge))
  }
}

/// Takes a union value — what `LatestReadingIntent` returns — and says what it is: the tagged
/// form the outputs write is accepted as input.
public struct DescribeReadingIntent: AppIntent {
  public static let title: LocalizedStringResource = "Describe Reading"

  @Parameter(title: "Reading") public var reading: ReadingResult

  public static var parameterSummary: some ParameterSummary {
    Summary("Describe the \(\.$reading.type) \(\.$reading.value)")
  }

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<String> {
    let text =
      switch reading {
      case .gauge(let gauge): "gauge \(gauge.id) on \(gauge.river)"
      case .note(let note): "note: \(note)"
      }
    return .result(value: text)
  }
}

/// A browser tab, adopting the `.browser.tab` schema.
@AppEntity(schema: .browser.tab)
public struct TabEntity: AppEntity {
  public static let defaultQuery = TabQuery()
  public let id: Int
  public var url: URL?
  public var name: String
  public var isPrivate: Bool
  public var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, url: URL?, name: String, isPrivate: Bool) {
    self.id = id
    self.url = url
    self.name = name
    self.isPrivate = isPrivate
  }
}

/// The one open tab.
public struct TabQuery: EntityQuery {
  public init() {}
  public func entities(for identifiers: [Int]) async throws -> [TabEntity] {
    identifiers.contains(1)
      ? [
        TabEntity(id: 1, url: URL(string: "https://example.org"), name: "Example", isPrivate: false)
      ]
      : []
  }
}

/// A camera mode, adopting `.camera.captureMode`, for an assistant only.
@AppEnum(schema: .camera.captureMode)
public enum CaptureMode: String, AppEnum {
  case photo, video, portrait
  public static let caseDisplayRepresentations: [CaptureMode: DisplayRepresentation] = [
    .photo: "Photo", .video: "Video", .portrait: "Portrait",
  ]
  public static var isAssistantOnly: Bool { true }
}

/// The host the gauge domain is served with.
public enum GaugesHost {
  /// A host serving the gauges, the union-valued intent and the schema types.
  public static func make() -> IntentsHost {
    IntentsHost(name: "Gauges") {
      GaugeEntity.self
      LatestReadingIntent.self
      DescribeReadingIntent.self
      TabEntity.self
      CaptureMode.self
    }
  }
}
