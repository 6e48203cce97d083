import AppIntents
import AppIntentsTesting
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

extension Contract {
  /// The doctor's requests: the same findings, or the same error, on every surface.
  static let doctorCases: [ContractCase] = [
    .init(
      name: "the doctor examines the types named",
      operation: .doctor(["types": ["TrailEntity"], "sample": 5]),
      expected: .member(["types"], ["TrailEntity"])),
    .init(
      name: "the doctor finds nothing wrong with sound queries",
      operation: .doctor(["types": ["TrailEntity"], "slowQueryMilliseconds": 3_600_000]),
      expected: .member(["findings"], [])),
    .init(
      name: "the doctor asked about a type there is not",
      operation: .doctor(["types": ["TrialEntity"]]),
      expected: .errorSaying("unknownType", "TrailEntity")),
    .init(
      name: "the doctor asked to sample too many",
      operation: .doctor(["sample": 101]),
      expected: .error("requestTooLarge")),
    .init(
      name: "the doctor asked to sample more than a number can say",
      operation: .doctor(["sample": 1e20]),
      expected: .error("requestTooLarge")),
    .init(
      name: "the doctor asked about no type",
      operation: .doctor(["types": []]),
      expected: .errorSaying("invalidRequest", "leave it out")),
    .init(
      name: "the doctor asked about a type named with spaces around it",
      operation: .doctor(["types": [" TrailEntity "], "slowQueryMilliseconds": 3_600_000]),
      expected: .member(["types"], ["TrailEntity"])),
    .init(
      name: "the doctor asked to sample a negative number",
      operation: .doctor(["sample": -1]),
      expected: .error("invalidRequest")),
    .init(
      name: "the doctor given a bound that is not a number",
      operation: .doctor(["slowQueryMilliseconds": "soon"]),
      expected: .error("invalidRequest")),
    .init(
      name: "the doctor given a bound of more than an hour",
      operation: .doctor(["slowQueryMilliseconds": 3_600_001]),
      expected: .error("invalidRequest")),
    // The command line has no option of that name: its parser refuses it (status 64).
    .init(
      name: "the doctor given a member it does not know",
      operation: .doctor(["samples": 5]),
      expected: .errorSaying("invalidRequest", "samples"), surfaces: [.http, .mcp, .mcpStdio]),
  ]
}

/// What the doctor says of a query that throws: the app's own error text reaches the person at
/// the terminal, never a caller on another machine.
@Suite struct DoctorRedactionTests {
  @Test func aDependencyNeverRegisteredIsFoundOnEverySurface() async throws {
    // The fixture's AuditEntity reads a dependency no one registers.
    let surfaces = Surfaces()
    for surface in Surface.allCases {
      let answer = try await surfaces.answer(.doctor(["types": ["AuditEntity"]]), on: surface)
      guard case .json(let report) = answer else {
        Issue.record("\(surface): \(answer)")
        continue
      }
      let finding = report.objectValue?["findings"]?.arrayValue?.first?.objectValue
      #expect(finding?["rule"] == "dependency-in-query", "\(surface): \(answer)")
      #expect(finding?["severity"] == "error", "\(surface): \(answer)")
      // Which dependency, for the person at the terminal; the server's log has it otherwise.
      let named = finding?["detail"]?.stringValue?.contains("ledger-never-registered") == true
      #expect(named == (surface != .http), "\(surface): \(answer)")
    }
  }

  @Test func aQueryThatThrowsIsAFindingWhoseErrorTextStaysOnTheServer() async throws {
    _ = TrailsHost.make()  // registers the fixture stores
    let surfaces = Surfaces(
      host: IntentsHost(name: "Trails") {
        TrailEntity.self
        UnreadableTrailEntity.self
      })
    let local = try await surfaces.answer(.doctor(), on: .cli)
    let remote = try await surfaces.answer(.doctor(), on: .http)
    guard case .json(let full) = local, case .json(let redacted) = remote else {
      Issue.record("the doctor failed: \(local), \(remote)")
      return
    }
    let failures = { (json: JSONValue) in
      json.objectValue?["findings"]?.arrayValue?.filter {
        $0.objectValue?["rule"] == "query-failed"
      } ?? []
    }
    #expect(!failures(full).isEmpty)
    #expect(failures(full).count == failures(redacted).count)
    #expect(full.description.contains("secret.sqlite"))
    #expect(!redacted.description.contains("secret.sqlite"))
    #expect(redacted.objectValue?["errors"] == full.objectValue?["errors"])
  }
}

/// A trail whose store cannot be read: its suggestions fail with the app's own error, whose
/// text names a file on the server.
struct UnreadableTrailEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unreadable Trail"
  static let defaultQuery = UnreadableTrailQuery()

  let id: Int
  var displayRepresentation: DisplayRepresentation { "Trail \(id)" }
}

struct UnreadableTrailQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [UnreadableTrailEntity] {
    throw TrailDatabaseFailure()
  }

  func suggestedEntities() async throws -> [UnreadableTrailEntity] {
    throw TrailDatabaseFailure()
  }
}
