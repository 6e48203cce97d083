@_exported import AppIntents
@_exported import IntentsRuntime

/// The system side of App Intents, in-process, for your own tests: register your types, drive
/// lookups, searches, Finds, suggestions and intent runs the way Siri, Shortcuts or an agent
/// would, answer the questions a run asks, and assert on a transcript of every step.
///
/// ```swift
/// @Test func openingByNameAsksWhichOne() async throws {
///   AppDependencyManager.shared.add(dependency: ModelData.sample)
///   let system = IntentsTestSystem {
///     LandmarkEntity.self
///     OpenLandmarkIntent.self
///   }
///   let outcome = try await system.run(
///     OpenLandmarkIntent.self, ["landmark": .text("mount")],
///     responder: ScriptedResponder(.choose(title: "Mount Fuji")))
///   #expect(outcome.result?.dialog == "Opening Mount Fuji")
///   #expect(system.steps.map(\.kind) == [.query, .question, .answer, .perform])
/// }
/// ```
public final class IntentsTestSystem: Sendable {
  /// The host the system drives.
  public let host: IntentsHost
  /// Every step of every operation run through this system.
  public let transcript = TranscriptRecorder()

  /// A system serving the declared types, with an in-memory reference store unless given one
  /// — and, when given, dependencies of its own, so that tests running in parallel need not
  /// share ``AppDependencyManager/shared``.
  public init(
    name: String = "TestApp", store: any ReferenceStore = InMemoryReferenceStore(),
    dependencies: AppDependencyManager? = nil,
    @IntentsHostBuilder _ content: () -> [HostComponent]
  ) {
    host = IntentsHost(name: name, store: store, dependencies: dependencies, content)
  }

  /// A system driving an existing host.
  public init(host: IntentsHost) {
    self.host = host
  }

  /// The steps so far, in order.
  public var steps: [TranscriptEvent] { transcript.steps }

  /// The query calls so far, such as `entities(matching:)`.
  public var queryCalls: [String] { steps.filter { $0.kind == .query }.map(\.subject) }

  /// The questions asked so far.
  public var questions: [TranscriptEvent] { steps.filter { $0.kind == .question } }

  /// Runs an operation, recording its steps in ``transcript``.
  public func recording<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    try await Transcript.record(into: transcript, operation)
  }

  /// What the doctor finds wrong with how the app's queries answer
  /// (``IntentsHost/doctor(options:)``): `#expect(try await system.doctor().isEmpty)`. The
  /// query calls it makes are recorded in the transcript.
  ///
  /// - Throws: ``IntentsError/unknownType`` when the options name a type the app does not
  ///   have; a query that throws is a finding, not an error.
  public func doctor(options: DoctorOptions = DoctorOptions()) async throws -> [DoctorFinding] {
    try await recording { try await host.doctor(options: options) }
  }

  // MARK: - Typed operations

  /// The entities with the identifiers, in order; `nil` for those that do not exist.
  public func resolve<Entity: AppEntity>(
    _ type: Entity.Type, _ identifiers: [Entity.ID]
  )
    async throws -> [Entity?]
  {
    try await recording {
      try await host.resolve(
        type: Entity.persistentIdentifier, identifiers: identifiers.map(\.entityIdentifierString)
      ).map { $0.entity?.entity as? Entity }
    }
  }

  /// The suggested entities, across sections.
  public func suggestions<Entity: AppEntity>(for type: Entity.Type) async throws -> [Entity] {
    try await recording {
      try await host.suggest(type: Entity.persistentIdentifier).entities.compactMap {
        $0.entity as? Entity
      }
    }
  }

  /// The entities matching text.
  public func search<Entity: AppEntity>(
    _ type: Entity.Type, _ text: String
  ) async throws -> [Entity] {
    try await recording {
      try await host.search(type: Entity.persistentIdentifier, text: text).entities.compactMap {
        $0.entity as? Entity
      }
    }
  }

  /// The entities a Find returns.
  public func find<Entity: AppEntity>(
    _ type: Entity.Type, _ filters: [FindRequest.Filter] = [],
    mode: EntityQueryComparatorMode = .and, sort: [FindRequest.SortKey] = [], limit: Int? = nil
  ) async throws -> [Entity] {
    try await recording {
      try await host.find(
        type: Entity.persistentIdentifier,
        FindRequest(filters: filters, mode: mode, sort: sort, limit: limit)
      ).compactMap { $0.entity as? Entity }
    }
  }

  /// Runs an intent with parameters, answering questions from `answers` and the responder.
  public func run<Intent: AppIntent>(
    _ type: Intent.Type, _ parameters: [String: ParameterInput] = [:],
    answers: [String: IntentAnswer] = [:], responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    try await recording {
      try await host.run(
        intent: Intent.persistentIdentifier, parameters: parameters, answers: answers,
        responder: responder)
    }
  }
}

extension IntentsTestSystem {
  /// The assistant schemas the system's types adopt, by schema and type, to assert that an app
  /// adopts what it means to (`#expect(system.adoptedSchemas.map(\.schema.id) == […])`). This is
  /// an OpenIntents addition.
  public var adoptedSchemas: [AdoptedSchema] { host.adoptedSchemas }

  /// The schema a type adopts, such as `photos.openAsset`; `nil` when it adopts none or the
  /// system does not serve it. This is an OpenIntents addition.
  public func schema(of type: Any.Type) -> SchemaDescription? {
    let name = (type as? any PersistentlyIdentifiable.Type)?.persistentIdentifier
    return adoptedSchemas.first { $0.type == name }?.schema
  }
}
