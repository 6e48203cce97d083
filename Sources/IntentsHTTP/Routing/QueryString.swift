import Foundation
import IntentsRuntime
import IntentsWire

/// The decoded parameters of a request's query string (`a=1&b=two+words`), checked against
/// what a route reads.
///
/// Not Hummingbird's `uri.queryParameters`: that decodes `%XX` in values only, keeps `+` as is
/// and a malformed escape as it came, and keeps a repeated name twice, where a query is
/// `application/x-www-form-urlencoded` (Python's `urlencode`, a browser's form) and the API
/// refuses what it cannot read for sure.
struct QueryString: Sendable {
  /// The values, by name.
  let values: [String: String]

  /// Parses a query as `application/x-www-form-urlencoded`: `+` is a space, `%XX` a byte of
  /// UTF-8. A malformed encoding or a repeated name is an ``IntentsError/invalidRequest``.
  init(_ query: String?) throws {
    var values: [String: String] = [:]
    for pair in (query ?? "").split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decode(parts[0])
      let value = parts.count > 1 ? try Self.decode(parts[1]) : ""
      guard values.updateValue(value, forKey: name) == nil else {
        throw IntentsError(
          IntentsError.invalidRequest, "The query parameter ‘\(name.prefix(80))’ is given twice.")
      }
    }
    self.values = values
  }

  /// Throws when the query has a parameter the route does not read, lacks one it requires, or
  /// has a value its documented schema refuses (a `q` over 4096 Unicode scalars).
  func check(against route: Route) throws {
    let parameters = route.query
    guard !values.isEmpty || route.requiresQuery else { return }
    if let unknown = values.keys.sorted().first(where: { !route.queryNames.contains($0) }) {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(unknown.prefix(80))’ is not a query parameter of this route.",
        allowed: parameters.map(\.name))
    }
    for parameter in parameters where parameter.isRequired && values[parameter.name] == nil {
      throw IntentsError(
        IntentsError.invalidRequest,
        "This route needs the query parameter ‘\(parameter.name)’: \(parameter.description)")
    }
    for parameter in parameters {
      guard case .fixed(let schema) = parameter.schema, let value = values[parameter.name],
        let issue = JSONSchemaValidator.issues(of: .string(value), against: schema).first
      else { continue }
      throw IntentsError(
        IntentsError.invalidRequest, "The query parameter ‘\(parameter.name)’ \(issue.problem).",
        allowed: issue.allowed.compactMap(\.stringValue))
    }
  }

  private static func decode(_ text: Substring) throws -> String {
    guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    else {
      throw IntentsError(
        IntentsError.invalidRequest, "The query string has a malformed percent-encoding.")
    }
    return decoded
  }
}
