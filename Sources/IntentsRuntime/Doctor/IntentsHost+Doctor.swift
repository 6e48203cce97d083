import AppIntents
import Foundation

/// What the doctor found wrong with how an app's queries answer: a rule (its id shared with
/// `intents-lint` where both check the same thing), how serious, the entity type, what
/// happened, and how to fix it.
public struct DoctorFinding: Sendable, Hashable, Codable {
  /// How serious a finding is, in the linter's words.
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning, remark
  }

  /// The rule's id, such as `unstable-entity-id`.
  public var rule: String
  public var severity: Severity
  /// The persistent identifier of the entity type.
  public var type: String
  /// What the query did, naming the identifiers and titles involved.
  public var message: String
  /// How to fix it.
  public var fix: String
  /// The app's own error, for a query that threw (`query-failed`): for the person at the
  /// terminal and the server's log — adapters serving other machines leave it out, as they
  /// redact the app's errors.
  public var detail: String?

  public init(
    rule: String, severity: Severity, type: String, message: String, fix: String,
    detail: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.type = type
    self.message = message
    self.fix = fix
    self.detail = detail
  }
}

/// How far the doctor goes.
public struct DoctorOptions: Sendable, Hashable {
  /// How many entities of each type it looks at closely (each is resolved again and searched
  /// for by its title).
  public var sample: Int
  /// The most entities an `EnumerableEntityQuery` should list.
  public var maximumEnumerable: Int
  /// A query call slower than this is reported.
  public var slowQuery: Duration
  /// The entity types to examine, by persistent identifier; `nil`, every type.
  public var types: [String]?

  /// Twenty entities a type, 500 enumerable entities, one second a call, every type.
  public init(
    sample: Int = 20, maximumEnumerable: Int = 500, slowQuery: Duration = .seconds(1),
    types: [String]? = nil
  ) {
    self.sample = max(0, min(sample, Limits.maximumIdentifiers))
    self.maximumEnumerable = max(0, maximumEnumerable)
    self.slowQuery = slowQuery
    self.types = types
  }
}

extension IntentsHost {
  /// Calls each entity type's query as Siri, Shortcuts and Spotlight would, and reports what
  /// breaks them: suggestions that are empty, identifiers that do not resolve back to the same
  /// entity or come back different on each call, `entities(for:)` losing or reordering
  /// identifiers, a string query that cannot find an entity by its own title, an
  /// `EntityPropertyQuery` whose answers break its own comparators, sort or limit (checked
  /// against the runtime's matching of the same request over its answers) or that compares or
  /// sorts by a deferred property, an enumerable query over
  /// ``DoctorOptions/maximumEnumerable``, and calls slower than ``DoctorOptions/slowQuery``. A
  /// query that throws is reported, not rethrown. Findings come by type (sorted), then in the
  /// order the checks ran. This is an OpenIntents addition.
  ///
  /// - Throws: ``IntentsError/unknownType`` when ``DoctorOptions/types`` names a type the host
  ///   does not have.
  public func doctor(options: DoctorOptions = DoctorOptions()) async throws -> [DoctorFinding] {
    var findings: [DoctorFinding] = []
    let parameters = entityParameters()
    for identifier in try doctorTypes(options) {
      let runtime = try registry.entity(identifier)
      var examination = DoctorExamination(
        type: identifier, options: options, converter: converter)
      examination.neededBy = parameters[identifier]
      await scoped { await examination.examine(runtime) }
      examination.reportSlowCalls()
      findings += examination.findings
    }
    return findings
  }

  /// For each entity type an intent's parameter takes, the first such parameter (by intent, then
  /// in declaration order), as "OpenBookIntent's parameter ‘book’".
  private func entityParameters() -> [String: String] {
    var needed: [String: String] = [:]
    for intent in registry.intents.values.map({ $0.describe() }).sorted(by: {
      $0.identifier < $1.identifier
    }) {
      for parameter in intent.parameters {
        var kind = parameter.value.kind
        while case .array(let element) = kind { kind = element }
        guard case .entity(let type) = kind, needed[type] == nil else { continue }
        needed[type] = "\(intent.identifier)'s parameter ‘\(parameter.name)’"
      }
    }
    return needed
  }

  /// The entity types the doctor examines with these options, sorted: those named, or every
  /// type of the host. This is an OpenIntents addition.
  ///
  /// - Throws: ``IntentsError/unknownType`` for a name the host does not have.
  public func doctorTypes(_ options: DoctorOptions) throws -> [String] {
    guard let named = options.types else { return registry.entities.keys.sorted() }
    for name in named { _ = try registry.entity(name) }
    return Set(named).sorted()
  }
}

/// One entity type's examination.
struct DoctorExamination {
  let type: String
  let options: DoctorOptions
  let converter: ValueConverter
  /// The intent parameter that takes the type, if one does: it must be resolved from what a
  /// person says.
  var neededBy: String?
  private(set) var findings: [DoctorFinding] = []
  /// The query methods whose calls were slower than the bound: how many, and the longest.
  private var slowCalls: [(what: String, count: Int, longest: Duration)] = []

  init(type: String, options: DoctorOptions, converter: ValueConverter) {
    self.type = type
    self.options = options
    self.converter = converter
  }

  mutating func report(
    _ rule: String, _ severity: DoctorFinding.Severity, _ message: String, fix: String,
    detail: String? = nil
  ) {
    findings.append(
      DoctorFinding(
        rule: rule, severity: severity, type: type, message: message, fix: fix, detail: detail))
  }

  /// Runs a query call, timing it; `nil` (reported) when it throws.
  mutating func call<Value>(
    _ what: String, skippingRefusals: Bool = false, _ operation: () async throws -> Value
  ) async -> Value? {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let value = try await operation()
      let took = clock.now - start
      if took > options.slowQuery {
        if let index = slowCalls.firstIndex(where: { $0.what == what }) {
          slowCalls[index].count += 1
          slowCalls[index].longest = max(slowCalls[index].longest, took)
        } else {
          slowCalls.append((what, 1, took))
        }
      }
      return value
    } catch let error as IntentsError
      where skippingRefusals && !Self.failureCodes.contains(error.code)
    {
      // The runtime refused a request the doctor built (a value its columns cannot take):
      // nothing the app did.
      return nil
    } catch {
      reportFailure(what, error)
      return nil
    }
  }

  /// Reports each query method that was slow once: how many calls, and the longest.
  mutating func reportSlowCalls() {
    for (what, count, longest) in slowCalls {
      let calls = count == 1 ? "one call" : "\(count) calls"
      report(
        "slow-query", .remark,
        "\(type): \(what) took up to \(Self.milliseconds(longest)) ms (\(calls) over "
          + "\(Self.milliseconds(options.slowQuery)) ms).",
        fix: "Answer from an index or a cache; the system calls it while a person waits.")
    }
    slowCalls = []
  }

  /// A query call that threw, its error kept apart from the message (see
  /// ``DoctorFinding/detail``).
  mutating func reportFailure(_ what: String, _ error: any Error) {
    if let error = error as? IntentsError, error.code == IntentsError.missingDependency {
      report(
        "dependency-in-query", .error,
        "\(type): \(what) needs a dependency that could not be provided.",
        fix:
          "Register the dependency as the app starts (AppDependencyManager.shared.add { … } "
          + "in the app's initializer), with the type and key the query reads, and a provider "
          + "that succeeds; the detail says which one and why.",
        detail: String(error.message.prefix(300)))
      return
    }
    report(
      "query-failed", .error, "\(type): \(what) threw.",
      fix: "Make the query answer with what it has; throw only when the store cannot be read.",
      detail: String(String(describing: error).prefix(300)))
  }

  mutating func examine(_ runtime: any EntityTypeRuntime) async {
    let capabilities = await runtime.describe().capabilities
    if let neededBy, capabilities.textSearch == .unavailable {
      report(
        "plain-entity-query", .warning,
        "\(type): \(neededBy) takes it, and its query cannot match what a person says: Siri "
          + "asks \"which one?\" again and again.",
        fix:
          "Adopt EntityStringQuery and implement entities(matching:) (or EnumerableEntityQuery "
          + "for a small set).")
    }
    var listed: [EntityValue] = []
    if capabilities.enumerable {
      guard let all = await call("allEntities()", { try await runtime.allEntityValues() })
      else { return }
      if all.count > options.maximumEnumerable {
        report(
          "enumerable-query-reads-store", .warning,
          "\(type): allEntities() lists \(all.count) entities, more than "
            + "\(options.maximumEnumerable): every resolution lists them all.",
          fix: "Adopt EntityStringQuery (and EntityPropertyQuery for Find) instead.")
      }
      listed = all
    }
    guard let first = await call("suggestedEntities()", { try await runtime.suggest() }) else {
      return
    }
    let suggested = first.entities
    if suggested.isEmpty, !capabilities.unique {
      report(
        "empty-suggested-entities", .warning,
        "\(type): suggestedEntities() returned no entities.",
        fix: "Return a few useful defaults: the recent, favourite or nearby entities.")
    }
    if let again = await call("suggestedEntities()", { try await runtime.suggest() }) {
      identifiersAreStable(suggested, again.entities)
    }
    var sample = Array((suggested.isEmpty ? listed : suggested).prefix(options.sample))
    if sample.isEmpty, capabilities.find == .declared, options.sample > 0 {
      // Without suggestions, a property query still lists entities, as a Find without
      // conditions does in Shortcuts.
      let converter = converter
      let request = FindRequest(limit: options.sample)
      let found =
        await call(
          "entities(matching:mode:sortedBy:limit:)", skippingRefusals: true,
          { try await runtime.find(request, converter: converter) }) ?? []
      // A query that ignores the limit is reported by the Find checks; the sample stays small.
      sample = Array(found.prefix(options.sample))
    }
    if capabilities.find == .declared { await declaredFind(sample, runtime) }
    guard !sample.isEmpty else { return }
    await resolvesBack(sample, runtime)
    if capabilities.textSearch == .string { await findsByTitle(sample, runtime) }
  }

  /// The same entities suggested twice must keep their identifiers: an identifier made when
  /// the entity is made changes every call.
  private mutating func identifiersAreStable(_ first: [EntityValue], _ second: [EntityValue]) {
    let before = first.map(\.identifier)
    let after = second.map(\.identifier)
    guard before != after, Set(before).isDisjoint(with: after),
      first.map(Self.title) == second.map(Self.title)
    else { return }
    report(
      "unstable-entity-id", .error,
      "\(type): the same suggestions came back with other identifiers "
        + "(\(Self.list(before)), then \(Self.list(after))).",
      fix: "Take the identifier from the data source, not from UUID() or the entity's position.")
  }

  /// Each sampled entity's identifier must resolve back to it, and `entities(for:)` must keep
  /// the identifiers and their order.
  private mutating func resolvesBack(
    _ sample: [EntityValue], _ runtime: any EntityTypeRuntime
  )
    async
  {
    var unique: [String] = []
    for entity in sample where !unique.contains(entity.identifier) {
      unique.append(entity.identifier)
    }
    guard
      let returned = await call(
        "entities(for:)", { try await runtime.returnedIdentifiers(for: unique) })
    else { return }
    let missing = unique.filter { !returned.contains($0) }
    if !missing.isEmpty {
      report(
        "unstable-entity-id", .error,
        "\(type): entities(for:) did not return \(Self.list(missing)), which the query itself "
          + "listed.",
        fix:
          "Resolve every identifier the query hands out; take it from the data source, not "
          + "from UUID() or the entity's position.")
    } else if returned != unique {
      report(
        "entities-for-order", .warning,
        "\(type): entities(for:) returned the identifiers in another order or repeated "
          + "(asked \(Self.list(unique)), returned \(Self.list(returned))).",
        fix: "Return one entity for each identifier, in the order asked.")
    }
    guard let resolved = await call("entities(for:)", { try await runtime.resolve(unique) })
    else { return }
    // The answers are in the order of `unique`: each against the first sampled entity of its
    // identifier (suggestions may list an entity twice, in two sections).
    var firstSampled: [String: EntityValue] = [:]
    for entity in sample where firstSampled[entity.identifier] == nil {
      firstSampled[entity.identifier] = entity
    }
    for (identifier, answer) in zip(unique, resolved) {
      guard let entity = firstSampled[identifier], let found = answer.entity,
        Self.title(found) != Self.title(entity)
      else { continue }
      report(
        "unstable-entity-id", .error,
        "\(type): \(entity.identifier) is “\(Self.title(entity))” as listed and "
          + "“\(Self.title(found))” when resolved.",
        fix: "Give each entity one identifier, from the data source.")
    }
  }

  /// A string query must find each sampled entity by its own title.
  private mutating func findsByTitle(
    _ sample: [EntityValue], _ runtime: any EntityTypeRuntime
  )
    async
  {
    var missed: [String] = []
    for entity in sample {
      let title = Self.title(entity)
      guard !title.isEmpty,
        let found = await call("entities(matching:)", { try await runtime.search(title) })
      else { continue }
      if !found.entities.contains(where: { $0.identifier == entity.identifier }) {
        missed.append(title)
      }
    }
    guard !missed.isEmpty else { return }
    report(
      "string-query-misses-title", .warning,
      "\(type): entities(matching:) did not find \(missed.count) of \(sample.count) entities by "
        + "their own title (\(Self.list(missed))).",
      fix:
        "Match the title with localizedStandardContains(_:), ignoring case and accents, and "
        + "include every entity whose title matches.")
  }

  /// The errors of the app's own code, as the runtime reports them.
  static let failureCodes: Set<IntentsError.Code> = [
    IntentsError.queryFailed, IntentsError.missingDependency,
  ]

  static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  static func title(_ entity: EntityValue) -> String {
    String(localized: entity.display.title)
  }

  /// The first few items, quoted.
  static func list(_ items: [String]) -> String {
    let shown = items.prefix(5).map { "‘\($0.prefix(60))’" }.joined(separator: ", ")
    return items.count > 5 ? shown + " and \(items.count - 5) more" : shown
  }
}
