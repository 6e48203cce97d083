import AppIntents
import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

/// One request of the contract, as every surface takes it, and the answer every surface must
/// give: the same JSON, or the same error code.
struct ContractCase: Sendable, CustomTestStringConvertible {
  /// What is asked.
  enum Operation: Sendable {
    /// A Find in its JSON form, and which property values come back.
    case find(type: String, request: JSONValue, properties: String? = nil)
    /// A search, with an optional page.
    case search(type: String, text: String, limit: Int? = nil, offset: Int? = nil)
    /// The suggestions, with an optional page.
    case suggest(type: String, limit: Int? = nil, offset: Int? = nil, context: String? = nil)
    /// Entities by identifier, and which property values come back.
    case resolve(type: String, ids: [String], properties: String? = nil)
    /// A run, with parameters as text (`"eiger"`) or identifiers (`{"id": "1"}`).
    case run(intent: String, parameters: [String: JSONValue])
    /// A Spotlight search over every indexed type, with optional types and page.
    case spotlight(text: String, types: [String]? = nil, limit: Int? = nil, offset: Int? = nil)
    /// An utterance matched to an App Shortcut phrase and run.
    case interpret(utterance: String)
    /// A visual search of a picture (PNG bytes), labels, or both, on the visual trails host.
    case visualSearch(image: Data? = nil, labels: [String] = [])
    /// The doctor, asked with the members of its JSON form (`types`, `sample`…); the command
    /// line and HTTP get them as text.
    case doctor([String: JSONValue] = [:])

    /// Whether the operation is asked of ``VisualTrails``.
    var isVisual: Bool {
      if case .visualSearch = self { return true }
      return false
    }
  }

  /// What must come back.
  enum Expectation: Sendable {
    /// A page of entities: their identifiers, and the page's members.
    case page(ids: [String], total: Int?, nextOffset: Int?)
    /// Resolved entities and missing identifiers.
    case resolved(ids: [String], missing: [String])
    /// A run's outcome, by status.
    case outcome(status: String)
    /// A Spotlight page: the identifiers of its hits' entities (`nil`: only how many), the
    /// total and the next page's offset.
    case hits(ids: [String]?, count: Int, total: Int, nextOffset: Int?)
    /// A completed run whose result has these members (`snippet`…), and the snippet intent.
    case result(members: [String], snippetIntent: String?)
    /// A run that asks a question of this kind, with these members (`snippet`…).
    case question(kind: String, members: [String])
    /// Visual-search values: the identifiers of the entities found, in rank order.
    case values(ids: [String])
    /// An error with this code.
    case error(String)
    /// An error with this code whose message says this (a "did you mean", a subject).
    case errorSaying(String, String)
    /// A page or resolved entities with this JSON at this path (member names, array indexes).
    case member([String], JSONValue)
  }

  let name: String
  let operation: Operation
  let expected: Expectation
  /// The surfaces the case applies to: an unknown type or intent has no MCP tool to call (the
  /// tool list is the catalogue there), so those cases leave MCP out.
  var surfaces: [Surface] = Surface.allCases
  /// The app the case is asked of.
  var app: App = .trails

  var testDescription: String { name }

  /// An app the contract is kept for.
  enum App: Sendable {
    /// The fixture trails with the intent side (`TrailsHost.makeWithIntentSide`).
    case trails
    /// The trails with an intent and a query that fail with the app's own errors.
    case appErrors
    /// The trails with intents that declare `allowedExecutionTargets`, on a host that is this
    /// process.
    case executionTargets(IntentExecutionTargets)
    /// Notes with syncable identifiers and ownership.
    case syncedNotes
    /// The trails with a long-running, cancellable intent.
    case cancellable
    /// Stops given to intents as an `EntityCollection`.
    case collections
    /// Contacts represented as people (`ValueRepresentation`).
    case contacts
  }

  /// A host serving the case's app; a visual search is asked of ``VisualTrails``.
  func makeHost() -> IntentsHost {
    if operation.isVisual { return VisualTrails.make() }
    switch app {
    case .trails: return TrailsHost.makeWithIntentSide()
    case .appErrors: return AppErrorTrails.make()
    case .executionTargets(let target): return ExecutionTargetTrails.make(as: target)
    case .syncedNotes: return SyncedNotes.make()
    case .cancellable: return CancellableTrails.make()
    case .collections: return CollectionTrails.make()
    case .contacts: return ValueContacts.make()
    }
  }
}

/// The contract, case by case.
enum Contract {
  static let byLengthDescending: JSONValue = [["property": "lengthKm", "order": "descending"]]

  static let cases: [ContractCase] = [
    .init(
      name: "a Find chooses which property values come back",
      operation: .find(type: "TrailEntity", request: ["limit": 1], properties: "none"),
      expected: .page(ids: ["1"], total: nil, nextOffset: 1)),
    .init(
      name: "a misspelled property to include",
      operation: .find(type: "TrailEntity", request: ["limit": 1], properties: "nmae"),
      expected: .error("unknownProperty")),
    .init(
      name: "a Find without a limit answers every match, with the total",
      operation: .find(type: "TrailEntity", request: [:]),
      expected: .page(ids: ["1", "2", "3", "4", "5", "6"], total: 6, nextOffset: nil)),
    .init(
      name: "a first page says where the next starts",
      operation: .find(type: "TrailEntity", request: ["sort": byLengthDescending, "limit": 2]),
      expected: .page(ids: ["5", "2"], total: nil, nextOffset: 2)),
    .init(
      name: "the last page has the total",
      operation: .find(type: "TrailEntity", request: ["limit": 2, "offset": 4]),
      expected: .page(ids: ["5", "6"], total: 6, nextOffset: nil)),
    .init(
      name: "a page past the end is empty",
      operation: .find(type: "TrailEntity", request: ["offset": 50]),
      expected: .page(ids: [], total: 6, nextOffset: nil)),
    .init(
      name: "a value of 4096 characters is within the limit",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [
            [
              "property": "name", "comparison": "equalTo",
              "value": .string(String(repeating: "a", count: 4096)),
            ]
          ]
        ]),
      expected: .page(ids: [], total: 0, nextOffset: nil)),
    .init(
      name: "a value of 4097 characters is too large",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [
            [
              "property": "name", "comparison": "equalTo",
              "value": .string(String(repeating: "a", count: 4097)),
            ]
          ]
        ]),
      expected: .error("requestTooLarge")),
    .init(
      name: "a whole number past 2^53 is taken exactly, as JSON carries it",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [
            [
              "property": "elevationGain", "comparison": "greaterThanOrEqualTo",
              "value": .integer(9_007_199_254_740_993),
            ]
          ]
        ]),
      expected: .page(ids: [], total: 0, nextOffset: nil)),
    .init(
      name: "an unknown property",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "nmae", "comparison": "equalTo", "value": "x"]]]),
      expected: .error("unknownProperty")),
    .init(
      name: "a comparison the property does not support",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "name", "comparison": "lessThan", "value": "x"]]]),
      expected: .error("unsupportedComparator")),
    .init(
      name: "a value of the wrong type",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [["property": "lengthKm", "comparison": "greaterThan", "value": "far"]]
        ]),
      expected: .error("invalidValue")),
    .init(
      name: "an unknown comparison",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "name", "comparison": "like", "value": "x"]]]),
      expected: .error("invalidRequest")),
    .init(
      name: "a member a Find does not have",
      operation: .find(type: "TrailEntity", request: ["filter": []]),
      expected: .error("invalidRequest")),
    .init(
      name: "a limit that is not a number",
      operation: .find(type: "TrailEntity", request: ["limit": "ten"]),
      expected: .error("invalidRequest")),
    .init(
      name: "a limit above the maximum",
      operation: .find(type: "TrailEntity", request: ["limit": 20000]),
      expected: .error("requestTooLarge")),
    .init(
      name: "a negative offset",
      operation: .find(type: "TrailEntity", request: ["offset": -1]),
      expected: .error("invalidRequest")),
    .init(
      name: "a property that does not sort",
      operation: .find(
        type: "TrailEntity", request: ["sort": [["property": "region"]]]),
      expected: .error("notSortable")),
    .init(
      name: "a type that does not exist",
      operation: .find(type: "TrialEntity", request: [:]),
      expected: .errorSaying("unknownType", "Did you mean ‘TrailEntity’?"),
      surfaces: [.cli, .http]),
    .init(
      name: "a misspelled property to filter by",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "lenghtKm", "comparison": "equalTo", "value": 1]]]),
      expected: .errorSaying("unknownProperty", "Did you mean ‘lengthKm’?")),
    .init(
      name: "dates are ISO 8601 text",
      operation: .resolve(type: "HutEntity", ids: ["00000000-0000-0000-0000-00000000000C"]),
      expected: .member(["entities", "0", "properties", "opened"], "2009-01-01T00:00:00Z")),
    .init(
      name: "a type that cannot be found by properties",
      operation: .find(type: "RegionEntity", request: [:]), expected: .error("notFindable"),
      surfaces: [.cli, .http]),
    .init(
      name: "search answers a page with the total of every match",
      operation: .search(type: "TrailEntity", text: "e", limit: 2),
      expected: .page(ids: ["1", "2"], total: 6, nextOffset: 2)),
    .init(
      name: "search's last page",
      operation: .search(type: "TrailEntity", text: "E", limit: 4, offset: 4),
      expected: .page(ids: ["5", "6"], total: 6, nextOffset: nil)),
    .init(
      name: "search ignores case and diacritics",
      operation: .search(type: "TrailEntity", text: "SANTIS"),
      expected: .page(ids: ["5"], total: 1, nextOffset: nil)),
    .init(
      name: "a search limit above the maximum",
      operation: .search(type: "TrailEntity", text: "e", limit: 10_001),
      expected: .error("requestTooLarge")),
    .init(
      name: "a search text over 4096 characters is too large",
      operation: .search(
        type: "TrailEntity", text: String(repeating: "a", count: Limits.maximumTextLength + 1)),
      expected: .error("requestTooLarge")),
    .init(
      name: "a type that cannot be searched",
      operation: .search(type: "RegionEntity", text: "valais"), expected: .error("notSearchable"),
      surfaces: [.cli, .http]),
    .init(
      name: "suggestions are paged too",
      operation: .suggest(type: "TrailEntity", limit: 1),
      expected: .page(ids: ["4"], total: 2, nextOffset: 1)),
    .init(
      name: "resolving lists the missing identifiers",
      operation: .resolve(type: "TrailEntity", ids: ["3", "999"]),
      expected: .resolved(ids: ["3"], missing: ["999"])),
    .init(
      name: "a malformed identifier",
      operation: .resolve(type: "TrailEntity", ids: ["007"]),
      expected: .error("malformedIdentifier")),
    .init(
      name: "a run by identifier completes",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trail": ["id": "1"]]),
      expected: .outcome(status: "completed")),
    .init(
      name: "text matching several entities asks which one",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trail": "trail"]),
      expected: .outcome(status: "needsInput")),
    .init(
      name: "a misspelled parameter",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trial": ["id": "1"]]),
      expected: .error("unknownParameter")),
    .init(
      name: "an entity that does not exist",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trail": ["id": "999"]]),
      expected: .error("entityNotFound")),
    .init(
      name: "an intent that does not exist",
      operation: .run(intent: "PlanHikIntent", parameters: [:]),
      expected: .errorSaying("unknownIntent", "Did you mean ‘PlanHikeIntent’?"),
      surfaces: [.cli, .http]),
    .init(
      name: "Spotlight finds what is typed, accents and case aside",
      operation: .spotlight(text: "HORNLI"),
      expected: .hits(
        ids: ["00000000-0000-0000-0000-00000000000A"], count: 1, total: 1, nextOffset: nil)),
    .init(
      name: "Spotlight pages as every page does",
      operation: .spotlight(text: "hut", limit: 1),
      expected: .hits(ids: nil, count: 1, total: 3, nextOffset: 1)),
    .init(
      name: "Spotlight's last page",
      operation: .spotlight(text: "hut", limit: 2, offset: 2),
      expected: .hits(ids: nil, count: 1, total: 3, nextOffset: nil)),
    .init(
      name: "Spotlight of a type that does not exist",
      operation: .spotlight(text: "hut", types: ["HotEntity"]), expected: .error("unknownType")),
    .init(
      name: "a Spotlight limit above the maximum",
      operation: .spotlight(text: "hut", limit: 10_001), expected: .error("requestTooLarge")),
    .init(
      name: "Spotlight text over the limit",
      operation: .spotlight(text: String(repeating: "a", count: Limits.maximumTextLength + 1)),
      expected: .error("requestTooLarge")),
    .init(
      name: "a phrase naming one trail runs its intent",
      operation: .interpret(utterance: "Open the Eiger Trail in Trails, please"),
      expected: .outcome(status: "completed")),
    .init(
      name: "a phrase naming several trails asks which one",
      operation: .interpret(utterance: "show trail"),
      expected: .outcome(status: "needsInput")),
    .init(
      name: "a phrase matching no App Shortcut lists the closest",
      operation: .interpret(utterance: "xyzzy plugh quux"),
      expected: .outcome(status: "noMatch")),
    .init(
      name: "an empty utterance matches no phrase, on every surface alike",
      operation: .interpret(utterance: ""),
      expected: .outcome(status: "noMatch")),
    .init(
      name: "Spotlight of text without words finds nothing, on every surface alike",
      operation: .spotlight(text: ""),
      expected: .hits(ids: [], count: 0, total: 0, nextOffset: nil)),
    .init(
      name: "an utterance over the limit",
      operation: .interpret(utterance: String(repeating: "a", count: Limits.maximumTextLength + 1)),
      expected: .error("requestTooLarge")),
    .init(
      name: "a visual search by labels",
      operation: .visualSearch(labels: ["glacier"]), expected: .values(ids: ["1", "3"])),
    .init(
      name: "a visual search by picture",
      operation: .visualSearch(image: VisualTrails.picture(red: 20, green: 60, blue: 220)),
      expected: .values(ids: ["4", "6"])),
    .init(
      name: "a visual search by picture and labels",
      operation: .visualSearch(
        image: VisualTrails.picture(red: 20, green: 60, blue: 220), labels: ["ridge"]),
      expected: .values(ids: ["4", "5", "6"])),
    .init(
      name: "a visual search of bytes that are no image",
      operation: .visualSearch(image: Data("GIF89a, not really".utf8)),
      expected: .error("invalidImage")),
    .init(
      name: "a visual search of a truncated PNG",
      operation: .visualSearch(
        image: VisualTrails.picture(red: 1, green: 2, blue: 3).prefix(40)),
      expected: .error("invalidImage")),
    .init(
      name: "a visual search with only a blank label asks for something to search",
      operation: .visualSearch(labels: ["  "]), expected: .error("invalidRequest")),
    .init(
      name: "a visual search with a control character in a label",
      operation: .visualSearch(labels: ["ridge\u{1B}[2J"]), expected: .error("invalidValue")),
    .init(
      name: "a visual search with too many labels",
      operation: .visualSearch(labels: (0...VisualSearchRequest.maximumLabels).map { "l\($0)" }),
      expected: .error("requestTooLarge")),
  ]
}
