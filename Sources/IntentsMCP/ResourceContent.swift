import Foundation
import IntentsRuntime
import IntentsWire
import MCP
import UniformTypeIdentifiers

/// Entity resources read as the content their type's transfer representations export:
/// `intents://<app>/<Type>/<id>?as=text/plain`.
enum ResourceContent {
  /// The URI without its `?as=` part, and the content type that part names (percent-decoded).
  static func split(_ uri: String) -> (address: String, contentType: String?) {
    guard let range = uri.range(of: "?as=") else { return (uri, nil) }
    let name = String(uri[range.upperBound...])
    return (String(uri[..<range.lowerBound]), name.removingPercentEncoding ?? name)
  }

  /// The entity's content of the named type: text as text, anything else as a blob.
  static func read(
    _ entity: EntityValue, as name: String, uri: String, host: IntentsHost
  ) async throws -> Resource.Content {
    guard let type = ContentNegotiation.contentType(named: name) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "‘\(name.prefix(100))’ is not a content type: name one as text/plain or "
          + "public.plain-text.",
        allowed: host.contentTypes(of: entity).map(ContentNegotiation.name(of:)))
    }
    let content = try await host.export(entity, as: type)
    if content.contentType.conforms(to: .text),
      let text = String(data: content.data, encoding: .utf8)
    {
      return .text(text, uri: uri, mimeType: content.mimeType)
    }
    return .binary(content.data, uri: uri, mimeType: content.mimeType)
  }

  /// What a template's description adds for a type with transfer representations.
  static func templateNote(host: IntentsHost, type: String) -> String {
    let types = (try? host.contentTypes(ofEntityType: type)) ?? []
    guard !types.isEmpty else { return "" }
    return " Add ?as=TYPE for the content it shares: "
      + types.map(ContentNegotiation.name(of:)).joined(separator: ", ") + "."
  }
}
