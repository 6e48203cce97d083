import AppIntentsTesting
import HTTPTypes
import IntentsHTTP
import IntentsWire
import Testing

/// `/health`, `/openapi.json`, `/types`, `/manifest`, and what every route shares: JSON for
/// unknown paths and methods, and refused query parameters.
@Suite struct SystemRouteTests {
  @Test(arguments: Transport.allCases)
  func healthAnswersOK(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let health = try await client.get("/health")
      #expect(health.status == .ok)
      #expect(health.json == ["status": "ok"])
      #expect(health.headers[.contentType] == "application/json")
    }
  }

  @Test(arguments: Transport.allCases)
  func openAPIDocumentIsServedAsJSON(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let document = try await client.get("/openapi.json")
      #expect(document.status == .ok)
      #expect(document.headers[.contentType] == "application/json")
      #expect(document["openapi"] == "3.1.0")
      #expect(document["paths", "/entities/TrailEntity/find", "post"] != nil)
    }
  }

  @Test(arguments: Transport.allCases)
  func typesListEntitiesWithCapabilitiesEnumsAndIntents(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let types = try await client.get("/types")
      #expect(types.status == .ok)
      #expect(types["app"] == "Trails")
      let entities = try #require(types["entities"]?.arrayValue)
      #expect(
        entities.compactMap { $0.objectValue?["identifier"] } == [
          "AuditEntity", "HutEntity", "RegionEntity", "TrailEntity",
        ])
      let trail = try #require(entities.last?.objectValue)
      #expect(trail["name"] == "Trail")
      #expect(trail["capabilities"]?.objectValue?["textSearch"] == "string")
      #expect(trail["capabilities"]?.objectValue?["find"] == "declared")
      #expect(types["enums", 0, "identifier"] == "Difficulty")
      #expect(types["enums", 0, "cases", 0, "rawValue"] == "easy")
      #expect(types["intents"]?.arrayValue?.count == 6)
      #expect(types["intents", 3, "identifier"] == "OpenTrailIntent")
      #expect(types["intents", 3, "description"] == "Shows a trail.")
    }
  }

  @Test(arguments: Transport.allCases)
  func manifestIsTheHostsManifest(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let manifest = try await client.get("/manifest")
      #expect(manifest.status == .ok)
      #expect(manifest.text == (try await host.manifest().json()))
      #expect(manifest["shortcuts", 0, "intent"] == "OpenTrailIntent")
    }
  }

  @Test(arguments: Transport.allCases)
  func unknownPathsAreJSON404s(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      expectError(try await client.get("/nowhere"), .notFound, "unknownRoute")
      expectError(try await client.get("/entities/TrailEntity/1/extra"), .notFound, "unknownRoute")
      expectError(try await client.post("/health/check"), .notFound, "unknownRoute")
    }
  }

  @Test(arguments: Transport.allCases)
  func wrongMethodsAreJSON405sWithAllow(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let post = try await client.post("/health")
      expectError(post, .methodNotAllowed, "methodNotAllowed")
      #expect(post.headers[.allow] == "GET, HEAD, OPTIONS")
      let patch = try await client.request(.patch, "/references/home")
      expectError(patch, .methodNotAllowed, "methodNotAllowed")
      #expect(patch.headers[.allow] == "DELETE, GET, HEAD, OPTIONS, PUT")
      #expect(patch["error", "allowed"] == ["DELETE", "GET", "HEAD", "OPTIONS", "PUT"])
      let getRun = try await client.get("/runs/weekend/run")
      expectError(getRun, .methodNotAllowed, "methodNotAllowed")
      #expect(getRun.headers[.allow] == "OPTIONS, POST")
    }
  }

  /// TRACE and QUERY are refused like any method a path does not serve; a method of its own
  /// (`PURGE`) finds no route.
  @Test(arguments: Transport.allCases)
  func traceIsA405AndUnknownMethodsAre404s(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let trace = try await client.request(.trace, "/entities/TrailEntity/find")
      expectError(trace, .methodNotAllowed, "methodNotAllowed")
      #expect(trace.headers[.allow] == "OPTIONS, POST")
      #expect(trace["error", "allowed"] == ["OPTIONS", "POST"])
      let query = try await client.request(HTTPRequest.Method("QUERY")!, "/manifest")
      expectError(query, .methodNotAllowed, "methodNotAllowed")
      let purge = try await client.request(HTTPRequest.Method("PURGE")!, "/references/home")
      expectError(purge, .notFound, "unknownRoute")
      #expect(purge.errorMessage.contains("PURGE"))
    }
  }

  /// HEAD is GET without a body, as Hummingbird's router generates it — and every answer to
  /// HEAD has no body, a 404, a 405 or a refusal of the guards alike. OPTIONS is `204` with the
  /// path's `Allow`, so that a browser's preflight through a proxy that adds CORS headers gets
  /// the `2xx` it needs.
  @Test(arguments: Transport.allCases)
  func headHasNoBodyAndOptionsListsWhatAPathServes(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let head = try await client.request(.head, "/health")
      #expect(head.status == .ok)
      #expect(head.text.isEmpty)
      #expect(head.headers[.contentType] == "application/json")
      let headEntity = try await client.request(.head, "/entities/TrailEntity/999")
      #expect(headEntity.status == .notFound)
      #expect(headEntity.text.isEmpty)
      let headFind = try await client.request(.head, "/entities/TrailEntity/find")
      #expect(headFind.status == .methodNotAllowed)
      #expect(headFind.headers[.allow] == "OPTIONS, POST")
      #expect(headFind.text.isEmpty)
      let headNowhere = try await client.request(.head, "/nowhere")
      #expect(headNowhere.status == .notFound)
      #expect(headNowhere.text.isEmpty)
      let options = try await client.request(
        .options, "/references/home", headers: [.accessControlRequestMethod: "PUT"])
      #expect(options.status == .noContent)
      #expect(options.text.isEmpty)
      #expect(options.headers[.allow] == "DELETE, GET, HEAD, OPTIONS, PUT")
      expectError(try await client.request(.options, "/nowhere"), .notFound, "unknownRoute")
    }
  }

  @Test(arguments: Transport.allCases)
  func aPathBelongsToItsMostSpecificRoute(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      // `/entities/{type}/find` owns the path, not `/entities/{type}/{id}`: GET is refused, as
      // the document says, and an entity with the id `find` is read through resolve.
      let find = try await client.get("/entities/TrailEntity/find")
      expectError(find, .methodNotAllowed, "methodNotAllowed")
      #expect(find.headers[.allow] == "OPTIONS, POST")
      let resolve = try await client.request(.get, "/entities/RegionEntity/resolve")
      expectError(resolve, .methodNotAllowed, "methodNotAllowed")
      #expect(resolve.headers[.allow] == "OPTIONS, POST")
      #expect(try await client.get("/entities/TrailEntity/search?q=a").status == .ok)
    }
  }

  @Test(arguments: Transport.allCases)
  func queryParametersARouteDoesNotReadAreRefused(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let unknown = try await client.get("/types?verbose=1")
      expectError(unknown, .badRequest, "invalidRequest")
      #expect(unknown.errorMessage.contains("verbose"))
      let twice = try await client.get("/entities/TrailEntity/search?q=a&q=b")
      expectError(twice, .badRequest, "invalidRequest")
      let malformed = try await client.get("/entities/TrailEntity/search?q=%E0%A4%A")
      expectError(malformed, .badRequest, "invalidRequest")
    }
  }
}
