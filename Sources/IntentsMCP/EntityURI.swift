import Foundation
import MCP

/// The resource URIs of entities: `intents://<app>/<Type>/<id>`, where `<app>` is the host's
/// name lower-cased and made URL-safe (`"Trails"` → `trails`, `"Café Guide"` → `cafe-guide`),
/// `<Type>` the entity type's identifier and `<id>` the entity's identifier, percent-encoded.
struct EntityURI: Sendable {
  /// The scheme of entity URIs.
  static let scheme = "intents"

  /// The app's part of every URI.
  let app: String

  /// The URIs of an app.
  init(appName: String) {
    app = Self.slug(appName)
  }

  /// The form of every entity URI, for messages: `intents://<app>/<Type>/<id>`.
  var pattern: String { "\(Self.scheme)://\(app)/<Type>/<id>" }

  /// The URI template of a type's entities, with the `{id}` argument.
  func template(type: String) -> String {
    "\(Self.scheme)://\(app)/\(Self.encode(type))/{id}"
  }

  /// The URI of one entity.
  func uri(type: String, identifier: String) -> String {
    "\(Self.scheme)://\(app)/\(Self.encode(type))/\(Self.encode(identifier))"
  }

  /// The type and identifier a URI names; `nil` when it is not an `intents:` URI. An
  /// `intents:` URI of another app or of the wrong shape is an error that shows the right one.
  func parse(_ uri: String) throws -> (type: String, identifier: String)? {
    let prefix = "\(Self.scheme)://"
    guard uri.lowercased().hasPrefix(prefix) else { return nil }
    let parts = uri.dropFirst(prefix.count).split(
      separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[1].isEmpty, !parts[2].isEmpty,
      let type = String(parts[1]).removingPercentEncoding,
      let identifier = String(parts[2]).removingPercentEncoding
    else {
      throw MCPError.invalidParams(
        "‘\(uri.prefix(200))’ is not an entity URI; they read \(pattern).")
    }
    guard parts[0].lowercased() == app else {
      throw MCPError.invalidParams(
        "‘\(uri.prefix(200))’ names the app ‘\(parts[0].prefix(60))’; this server serves \(pattern)."
      )
    }
    return (type, identifier)
  }

  // MARK: - Encoding

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// A name as a URL host: lower-case ASCII letters, digits and single hyphens.
  static func slug(_ name: String) -> String {
    let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
    var slug = ""
    for scalar in folded.unicodeScalars {
      switch scalar {
      case "a"..."z", "0"..."9": slug.unicodeScalars.append(scalar)
      case "A"..."Z": slug += String(scalar).lowercased()
      default: if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "app" : slug
  }
}
