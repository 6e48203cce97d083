import AppIntents
import Foundation
import IntentsRuntime
import IntentsWire
import MCP

/// Spotlight searches as MCP resources: `spotlight://<app>/<query>` reads the ranked hits of
/// the search — each hit's entity, score, priority and matched fields, the App Shortcuts
/// whose phrases hold the words, `total` and `nextOffset` — as the JSON `spotlight_search`,
/// `GET /spotlight` and `spotlight --json` answer.
///
/// The query is the URI's path, percent-encoded (`spotlight://landmarks/matterh`,
/// `spotlight://landmarks/mount%20` for a whole word), with the query parameters of
/// `GET /spotlight`: `types` (comma-separated), `limit` and `offset`. The template completes
/// the last word of `{query}` from the words of indexed titles and names.
struct SpotlightResources: Sendable {
  /// The scheme of Spotlight search URIs.
  static let scheme = "spotlight"
  /// The most words a completion offers.
  static let completionLimit = 20

  let host: IntentsHost
  /// The app's part of every URI, as in entity URIs.
  let app: String

  /// The searches of a host's Spotlight index.
  init(host: IntentsHost) {
    self.host = host
    app = EntityURI.slug(host.name)
  }

  /// The template of every search.
  var template: Resource.Template {
    Resource.Template(
      uriTemplate: "\(Self.scheme)://\(app)/{query}{?types,limit,offset}", name: "spotlight",
      title: "Spotlight search",
      description:
        "The ranked hits of a Spotlight search of every indexed entity type, as JSON — as the "
        + "spotlight_search tool answers: each hit's entity, score, priority and matched "
        + "fields, the App Shortcuts whose phrases hold the words, total and nextOffset. The "
        + "query is the percent-encoded path (the last word is a prefix unless it ends with "
        + "%20); types (comma-separated), limit and offset page and narrow it. Complete {query} "
        + "for words of indexed titles and names.",
      mimeType: ResourceCatalog.mimeType)
  }

  /// Whether a URI is a Spotlight search (of any app: a search of another app is refused by
  /// ``read(_:failures:)`` with the right form).
  static func isSearch(_ uri: String) -> Bool {
    uri.lowercased().hasPrefix("\(scheme)://")
  }

  // MARK: - Reading

  /// The hits of the search a URI names, as JSON.
  func read(_ uri: String, failures: FailureReporting) async throws -> ReadResource.Result {
    try await IntentsError.mapping(failures) {
      let search = try parse(uri)
      let results = try await host.spotlight(
        query: search.query, paging: search.paging, types: search.types)
      let json = try await host.json(of: results)
      return ReadResource.Result(
        contents: [.text(json.prettyPrinted, uri: uri, mimeType: ResourceCatalog.mimeType)])
    }
  }

  /// A search as a URI names it.
  struct Search {
    var query: String
    var types: [String]?
    var paging: Paging
  }

  /// The query, types and page of a search URI; an error showing the right form for
  /// anything else (a page out of bounds is the ``IntentsError`` every surface gives).
  func parse(_ uri: String) throws -> Search {
    let form = "\(Self.scheme)://\(app)/<query>?types=…&limit=…&offset=…"
    let rest = uri.dropFirst("\(Self.scheme)://".count)
    guard Self.isSearch(uri), let slash = rest.firstIndex(of: "/") else {
      throw MCPError.invalidParams(
        "‘\(uri.prefix(200))’ is not a Spotlight search; searches read \(form).")
    }
    guard rest[..<slash].lowercased() == app else {
      throw MCPError.invalidParams(
        "‘\(uri.prefix(200))’ names the app ‘\(rest[..<slash].prefix(60))’; this server's "
          + "searches read \(form).")
    }
    let address = rest[rest.index(after: slash)...]
    let path = address.prefix { $0 != "?" && $0 != "#" }
    guard let query = String(path).removingPercentEncoding else {
      throw MCPError.invalidParams(
        "The query of ‘\(uri.prefix(200))’ is not percent-encoded text; encode it as UTF-8, "
          + "each byte that is not a letter or digit as %XX.")
    }
    var parameters: [String: String] = [:]
    let tail = address.dropFirst(path.count)
    if tail.first == "?" {
      for pair in tail.dropFirst().prefix(while: { $0 != "#" }).split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard ["types", "limit", "offset"].contains(name), parameters[name] == nil,
          let value = String(parts.count == 2 ? parts[1] : "").removingPercentEncoding
        else {
          throw MCPError.invalidParams(
            "‘\(name.prefix(60))’ is not a parameter of a Spotlight search, or is given twice "
              + "or not percent-encoded; searches take types, limit and offset once each: "
              + "\(form).")
        }
        parameters[name] = value
      }
    }
    let types = parameters["types"].map {
      $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    return Search(
      query: query, types: types,
      paging: try Paging(limitText: parameters["limit"], offsetText: parameters["offset"]))
  }

  // MARK: - Completion

  /// Words completing the last word of `{query}`: words of indexed titles and names that
  /// begin with it, most common first, each as the whole query it completes.
  func complete(
    _ parameters: Complete.Parameters, failures: FailureReporting
  ) async throws -> Complete.Result.Completion {
    guard parameters.argument.name == "query" else {
      throw MCPError.invalidParams(
        "A Spotlight search completes its ‘query’, not ‘\(parameters.argument.name.prefix(60))’."
      )
    }
    let text = parameters.argument.value
    let isWord = { (character: Character) in character.isLetter || character.isNumber }
    let word = text.reversed().prefix(while: isWord).reversed()
    guard !word.isEmpty else {
      return Complete.Result.Completion(values: [], total: 0, hasMore: false)
    }
    let before = String(text.dropLast(word.count))
    return try await IntentsError.mapping(failures) {
      let words = try await host.spotlightIndex.store.completions(
        forPrefix: String(word), limit: Self.completionLimit + 1)
      let values = words.prefix(Self.completionLimit).map { before + $0 }
      return Complete.Result.Completion(
        values: Array(values), total: nil, hasMore: words.count > Self.completionLimit)
    }
  }
}
