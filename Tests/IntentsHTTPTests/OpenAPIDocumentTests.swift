import AppIntentsTesting
import Foundation
import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsWire
import Testing

@testable import IntentsHTTP

/// The OpenAPI document is true: it lists exactly the routes the router serves, its references
/// resolve, its schemas come from the host, and every operation answers a sample request with
/// a documented status and a body its schema accepts.
@Suite struct OpenAPIDocumentTests {
  /// One documented operation.
  struct Operation: CustomStringConvertible {
    let path: String
    let method: String
    let json: JSONValue
    var id: String { json.objectValue?["operationId"]?.stringValue ?? "" }
    var description: String { "\(method.uppercased()) \(path)" }
  }

  static func operations(_ document: JSONValue) -> [Operation] {
    (document.objectValue?["paths"]?.objectValue ?? [:]).flatMap { path, item in
      (item.objectValue ?? [:]).map { Operation(path: path, method: $0.key, json: $0.value) }
    }.sorted { ($0.path, $0.method) < ($1.path, $1.method) }
  }

  @Test func theDocumentIsOpenAPI31AndEveryReferenceResolves() async throws {
    let document = try await IntentsHTTPServer(host: makeSystem().host).openAPIDocument()
    // It is JSON as served: it parses back to itself.
    #expect(try JSONValue(parsing: document.description) == document)
    #expect(document.objectValue?["openapi"] == "3.1.0")
    #expect(document.objectValue?["info"]?.objectValue?["title"] != nil)
    let checker = SchemaChecker(document: document)
    let references = SchemaChecker.references(in: document)
    #expect(references.count > 50)
    for reference in Set(references) {
      #expect(checker.resolve(reference) != nil, "\(reference)")
    }
    let operations = Self.operations(document)
    #expect(Set(operations.map(\.id)).count == operations.count, "operationIds are unique")
    for operation in operations {
      let responses = try #require(operation.json.objectValue?["responses"]?.objectValue)
      #expect(responses.keys.contains { $0.hasPrefix("2") }, "\(operation)")
      #expect(responses["500"] != nil || operation.path == "/health", "\(operation)")
      #expect(responses["413"] != nil, "\(operation)")
    }
  }

  @Test func everyPatternCompilesForTheServerAndForOtherEngines() async throws {
    let document = try await IntentsHTTPServer(host: makeSystem().host).openAPIDocument()
    func patterns(in value: JSONValue) -> [String] {
      switch value {
      case .object(let members):
        return (members["pattern"]?.stringValue.map { [$0] } ?? [])
          + members.values.flatMap(patterns(in:))
      case .array(let items): return items.flatMap(patterns(in:))
      default: return []
      }
    }
    let all = Set(patterns(in: document))
    #expect(all.count >= 4)
    for pattern in all {
      #expect((try? Regex(pattern)) != nil, "\(pattern)")
      #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(pattern)")
    }
  }

  @Test func theDocumentListsExactlyTheRoutesTheRouterServes() async throws {
    let server = IntentsHTTPServer(host: makeSystem().host)
    // `HEAD` is served beside every `GET`, as `GET` without a body (Hummingbird generates it
    // when the router is built); the document lists `GET`. The `405`s of the methods a path
    // does not serve are routes too; they are the path's, not operations.
    let declared = Set(RouteTable.all.map { "\($0.method.rawValue) \($0.path)" })
    let all = try await server.makeRouter().routes
    let routes = all.filter {
      $0.method != .head && declared.contains("\($0.method.rawValue) \($0.path)")
    }
    // Every other route is the answer of a declared path to a method it does not serve (its
    // `405`, or `204` for `OPTIONS`): a route served but missing from the table fails here.
    let servedAt = Dictionary(grouping: RouteTable.all, by: { "\($0.path)" })
      .mapValues { Set($0.map(\.method.rawValue)) }
    for route in all where !declared.contains("\(route.method.rawValue) \(route.path)") {
      let served = servedAt["\(route.path)"]
      #expect(served != nil, "\(route) is served but not in RouteTable.all")
      #expect(served?.contains(route.method.rawValue) == false, "\(route)")
      #expect(
        HTTPRequest.Method.answeredWhereUnserved.contains(route.method), "\(route)")
    }
    let operations = Self.operations(try await server.openAPIDocument())
    #expect(routes.count == RouteTable.all.count)
    for route in routes {
      let documented = operations.filter {
        $0.method == route.method.rawValue.lowercased()
          && Self.template(route.path.description, covers: $0.path)
      }
      #expect(!documented.isEmpty, "\(route) is not documented")
    }
    for operation in operations {
      // The router prefers constant segments: of the routes whose template covers the path,
      // the one with the most constants serves it, and it must be the only one that specific.
      let serving = routes.filter {
        $0.method.rawValue.lowercased() == operation.method
          && Self.template($0.path.description, covers: operation.path)
      }.map { route in route.path.filter { !$0.description.hasPrefix("{") }.count }
      let specific = serving.filter { $0 == serving.max() }
      #expect(specific.count == 1, "\(operation) is served by \(specific.count) routes")
    }
    // Each entity type and each intent has its own operations.
    let paths = Set(operations.map(\.path))
    for type in ["TrailEntity", "HutEntity", "RegionEntity", "AuditEntity"] {
      #expect(paths.contains("/entities/\(type)/find"))
      #expect(paths.contains("/entities/\(type)/{id}"))
    }
    #expect(paths.contains("/intents/PlanHikeIntent/run"))
  }

  /// Whether a router template (`/entities/{type}/find`) serves a documented path
  /// (`/entities/TrailEntity/find`); a parameter of the document matches only a parameter.
  static func template(_ template: String, covers path: String) -> Bool {
    let routed = template.split(separator: "/")
    let documented = path.split(separator: "/")
    guard routed.count == documented.count else { return false }
    return zip(routed, documented).allSatisfy { route, document in
      if route.hasPrefix("{") { return true }
      return route == document
    }
  }

  @Test func findAndParameterSchemasAreTheHosts() async throws {
    let host = makeSystem().host
    let document = try await IntentsHTTPServer(host: host).openAPIDocument()
    let schemas = try #require(
      document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue)
    // Finds are the host's, with whole numbers bounded to those an `Int` holds.
    for type in ["TrailEntity", "RegionEntity", "AuditEntity", "HutEntity"] {
      let host = try await host.findSchema(type: type)
      #expect(schemas["Find.\(type)"] == host)
    }
    #expect(
      schemas["Find.TrailEntity"]?.description.contains(#""maximum":9223372036854775807"#)
        == true)
    // Huts are found over every hut: their forecast, computed when read, cannot be compared.
    let huts = try #require(schemas["Find.HutEntity"])
    #expect(!huts.description.contains("forecast"))
    for intent in host.intentTypes {
      #expect(schemas["Parameters.\(intent)"] == (try host.parametersSchema(intent: intent)))
    }
    let find = try #require(
      document.objectValue?["paths"]?.objectValue?["/entities/TrailEntity/find"]?.objectValue?[
        "post"]?.objectValue)
    #expect(
      find["requestBody"]?.objectValue?["content"]?.objectValue?["application/json"]?
        .objectValue?["schema"] == ["$ref": "#/components/schemas/Find.TrailEntity"])
  }

  // MARK: - Answers as documented

  static let sampleIDs: [String: (found: String, missing: String)] = [
    "TrailEntity": ("1", "99"),
    "HutEntity": ("00000000-0000-0000-0000-00000000000A", "00000000-0000-0000-0000-0000000000FF"),
    "RegionEntity": ("valais", "atlantis"), "AuditEntity": ("1", "2"),
  ]

  static let runParameters: [String: JSONValue] = [
    "OpenTrailIntent": ["trail": "trail"], "PlanHikeIntent": ["trail": ["id": "1"], "days": 3],
    "CompareTrailsIntent": ["region": ["id": "valais"]],
    "DeleteTrailIntent": ["trail": ["id": "6"]], "NaggingIntent": [:],
    "RecommendIntent": ["difficulty": "easy"],
  ]

  /// The operations whose sample is refused by design: the audit query needs a dependency
  /// nobody registered, regions can neither search nor find, and deleting needs the store of
  /// another test target.
  static let refusals: Set<String> = [
    "suggest_AuditEntity", "search_AuditEntity", "find_AuditEntity", "get_AuditEntity",
    "resolve_AuditEntity", "find_RegionEntity", "search_RegionEntity", "run_DeleteTrailIntent",
    // The fixture host has no IntentValueQuery (notSearchable), and this client names no
    // Intents-Client (the context routes' 400); ContractTests serve both.
    "visualSearch", "context", "showOnScreen", "clearOnScreen",
    // No run is under way to cancel (HTTPCancellationTests in ContractTests cancels one).
    "cancelRun",
  ]

  /// A request that should succeed, for an operation.
  static func sample(_ operation: Operation) -> (uri: String, body: JSONValue?) {
    let segments = operation.path.split(separator: "/").map(String.init)
    let type = segments.count > 1 ? segments[1] : ""
    let ids = sampleIDs[type] ?? ("1", "2")
    var uri = operation.path
      .replacingOccurrences(of: "{id}", with: ids.found)
      .replacingOccurrences(of: "{name}", with: segments.first == "runs" ? "weekend" : "home")
      .replacingOccurrences(of: "{runID}", with: "nothing-running")
    if operation.path.hasSuffix("/search") { uri += "?q=e" }
    if operation.path == "/spotlight" { uri += "?q=hut" }
    let intent = segments.count > 1 ? segments[1] : ""
    let base = String(operation.id.split(separator: "_").first ?? "")
    let body: JSONValue? =
      switch base {
      case "find": ["limit": 2]
      case "resolve": ["ids": [.string(ids.found), .string(ids.missing)]]
      case "run": ["parameters": runParameters[intent] ?? [:]]
      case "saveReference": ["type": "TrailEntity", "id": "1"]
      case "saveRun": ["intent": "PlanHikeIntent", "parameters": ["trail": ["id": "2"]]]
      case "runSaved": ["answers": [:]]
      case "interpret": ["utterance": "show eiger trail"]
      case "visualSearch": ["labels": ["glacier"]]
      case "showOnScreen": ["type": "TrailEntity", "id": "1"]
      default: nil
      }
    return (uri, body)
  }

  /// Checks a response against what the operation documents; returns the problems.
  static func problems(
    _ response: HTTPResult, _ operation: Operation, _ checker: SchemaChecker
  ) -> [String] {
    guard
      let documented = operation.json.objectValue?["responses"]?.objectValue?[
        "\(response.status.code)"]?.objectValue
    else {
      return ["\(operation): status \(response.status.code) is not documented: \(response.text)"]
    }
    guard let content = documented["content"]?.objectValue else {
      return response.text.isEmpty ? [] : ["\(operation): a body where none is documented"]
    }
    guard let schema = content["application/json"]?.objectValue?["schema"] else {
      return ["\(operation): no application/json schema"]
    }
    guard response.headers[.contentType] == "application/json", let json = response.json else {
      return ["\(operation): the body is not JSON: \(response.text.prefix(200))"]
    }
    return checker.problems(json, schema).map { "\(operation) \(response.status.code): \($0)" }
  }

  @Test(arguments: Transport.allCases)
  func everyOperationAnswersASampleRequestAsDocumented(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let document = try await IntentsHTTPServer(host: host).openAPIDocument()
      let checker = SchemaChecker(document: document)
      let order = ["put": 0, "get": 1, "post": 1, "delete": 2]
      let operations = Self.operations(document).sorted {
        (order[$0.method] ?? 1, $0.path) < (order[$1.method] ?? 1, $1.path)
      }
      var failed: [String] = []
      for operation in operations {
        let (uri, body) = Self.sample(operation)
        if let body,
          let schema = operation.json.objectValue?["requestBody"]?.objectValue?["content"]?
            .objectValue?["application/json"]?.objectValue?["schema"]
        {
          failed += checker.problems(body, schema).map { "\(operation) sample body: \($0)" }
        }
        let method = HTTPRequest.Method(operation.method.uppercased())!
        let response = try await client.request(method, uri, json: body)
        failed += Self.problems(response, operation, checker)
        if !Self.refusals.contains(operation.id) && response.status.code >= 300 {
          failed.append("\(operation): \(response.status.code) \(response.text)")
        }
      }
      #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
    }
  }

  @Test(arguments: Transport.allCases)
  func errorsAnswerWithDocumentedStatusesAndTheErrorSchema(transport: Transport) async throws {
    let cases: [(HTTPRequest.Method, String, String?)] = [
      (.get, "/entities/TrailEntity/99", nil),
      (.get, "/entities/TrailEntity/x?properties=all", nil),
      (.get, "/entities/HutEntity/00000000-0000-0000-0000-00000000000A?properties=mood", nil),
      (
        .post, "/entities/TrailEntity/find",
        #"{"filters": [{"property": "x", "comparison": "equalTo", "value": 1}]}"#
      ),
      (.post, "/entities/TrailEntity/find", #"{"limit": "#),
      (.post, "/entities/TrailEntity/find", #"{"limit": -3}"#),
      (.post, "/entities/RegionEntity/find", nil),
      (.get, "/entities/RegionEntity/search?q=x", nil),
      (.get, "/entities/TrailEntity/search", nil),
      (.get, "/entities/TrailEntity/suggestions?page=2", nil),
      (.post, "/entities/TrailEntity/resolve", "{}"),
      (.post, "/entities/TrailEntity/resolve", #"{"ids": ["a"]}"#),
      (.get, "/entities/AuditEntity/1", nil),
      (.post, "/intents/OpenTrailIntent/run", #"{"parameters": {"path": 1}}"#),
      (.post, "/intents/OpenTrailIntent/run", #"{"parameters": {"trail": {"id": "77"}}}"#),
      (.post, "/intents/CompareTrailsIntent/run", #"{"parameters": {"region": "valais"}}"#),
      (
        .post, "/intents/PlanHikeIntent/run", #"{"parameters": {"trail": {"id": "1"}, "days": 99}}"#
      ),
      (.get, "/types?x=1", nil),
      (.put, "/references/home", #"{"type": "TrailEntity", "id": "99"}"#),
      (.put, "/references/home", #"{"type": "TrailEntity", "id": "x"}"#),
      (.put, "/references/%20", #"{"type": "TrailEntity", "id": "1"}"#),
      (.get, "/references/nothing", nil),
      (.delete, "/references/nothing", nil),
      (.put, "/runs/x", #"{"intent": "OpenTrailIntent", "parameters": {"trail": "trail"}}"#),
      (.put, "/runs/x", #"{"intent": "NoIntent"}"#),
      (.post, "/runs/nothing/run", nil),
      (.delete, "/runs/nothing", nil),
      (.delete, "/running/nothing", nil),
      (.delete, "/running/two%20words", nil),
    ]
    try await withServer(transport) { client, host in
      let document = try await IntentsHTTPServer(host: host).openAPIDocument()
      let checker = SchemaChecker(document: document)
      let operations = Self.operations(document)
      var failed: [String] = []
      for (method, uri, body) in cases {
        let path = String(uri.split(separator: "?").first ?? "")
        let candidates = operations.filter {
          $0.method == method.rawValue.lowercased() && Self.documented($0.path, matches: path)
        }
        guard
          let operation = candidates.first(where: { !$0.path.contains("{") }) ?? candidates.first
        else {
          failed.append("\(method) \(uri): no documented operation")
          continue
        }
        let response = try await client.request(method, uri, body: body)
        if response.status.code < 400 { failed.append("\(method) \(uri): \(response.status.code)") }
        failed += Self.problems(response, operation, checker)
      }
      #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")

      // Answers to no operation at all are errors of the same shape.
      for response in [try await client.get("/nowhere"), try await client.post("/types")] {
        #expect(
          checker.problems(response.json ?? .null, checker.resolve("#/components/schemas/Error")!)
            .isEmpty)
      }
    }
  }

  /// Whether a documented path (`/entities/TrailEntity/{id}`) matches a request path.
  static func documented(_ path: String, matches request: String) -> Bool {
    template(path, covers: request)
  }

  @Test(arguments: Transport.allCases)
  func authenticationAndSizeErrorsAreDocumented(transport: Transport) async throws {
    let configuration = IntentsHTTPConfiguration(bearerToken: "t0ken", maximumBodyBytes: 64)
    try await withServer(transport, configuration: configuration) { client, host in
      let document = try await IntentsHTTPServer(host: host, configuration: configuration)
        .openAPIDocument()
      let checker = SchemaChecker(document: document)
      let operations = Self.operations(document)
      func operation(_ method: String, _ path: String) throws -> Operation {
        try #require(operations.first { $0.method == method && $0.path == path })
      }
      var anonymous = client
      anonymous.token = nil
      let refused = try await anonymous.get("/types")
      #expect(refused.status == .unauthorized)
      #expect(Self.problems(refused, try operation("get", "/types"), checker).isEmpty)
      let large = try await client.put(
        "/references/home",
        ["type": "TrailEntity", "id": "1", "padding": .string(String(repeating: "x", count: 64))])
      #expect(large.status == .contentTooLarge)
      #expect(Self.problems(large, try operation("put", "/references/{name}"), checker).isEmpty)
    }
  }
}
