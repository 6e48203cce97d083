import Foundation

/// A route's path with named parameters, such as `/entities/{type}/{id}`: the same text is the
/// Hummingbird route and the OpenAPI path template. Hummingbird matches requests to it; the
/// template only names its parameters and fills them in for the OpenAPI document.
struct PathTemplate: Sendable, Hashable, CustomStringConvertible {
  /// One segment of a path.
  enum Segment: Sendable, Hashable {
    /// Text that must appear as is.
    case constant(String)
    /// A parameter that matches one whole segment.
    case parameter(String)
  }

  /// The segments, in order.
  let segments: [Segment]

  /// A template from its text; parameters are written `{name}`.
  init(_ text: String) {
    segments = text.split(separator: "/").map { part in
      if part.hasPrefix("{"), part.hasSuffix("}") {
        return .parameter(String(part.dropFirst().dropLast()))
      }
      return .constant(String(part))
    }
  }

  /// The template as written: `/entities/{type}/{id}`.
  var description: String {
    "/"
      + segments.map { segment in
        switch segment {
        case .constant(let text): text
        case .parameter(let name): "{\(name)}"
        }
      }.joined(separator: "/")
  }

  /// The names of the parameters, in order.
  var parameterNames: [String] {
    segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  /// The template with some parameters replaced by values, percent-encoded; the others stay
  /// `{name}`.
  func filling(_ values: [String: String]) -> String {
    "/"
      + segments.map { segment in
        switch segment {
        case .constant(let text): return text
        case .parameter(let name):
          guard let value = values[name] else { return "{\(name)}" }
          return value.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? value
        }
      }.joined(separator: "/")
  }

  /// The characters a path segment may hold without encoding (RFC 3986 `pchar`, less `:` and
  /// `@` for readability of templates).
  static let segmentCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=")
}
