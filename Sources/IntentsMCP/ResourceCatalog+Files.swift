import Foundation
import IntentsRuntime
import IntentsWire
import MCP

extension ResourceCatalog {
  /// The most resources one call may name as files by URI alone.
  static let maximumEmbeddedReads = 8

  /// A run's arguments with each embedded resource that names a resource of this server by
  /// URI alone — `{"type": "resource", "resource": {"uri":
  /// "intents://landmarks/LandmarkEntity/113?as=image/png"}}` — given the resource's contents,
  /// as `resources/read` answers them, so a file parameter can take what the server serves.
  /// Other arguments are left as they are.
  func embeddingContents(in arguments: [String: JSONValue]) async throws -> [String: JSONValue] {
    var reads = 0
    var result = arguments
    for (name, value) in arguments {
      if let items = value.arrayValue {
        var embedded: [JSONValue] = []
        for item in items { embedded.append(try await embedding(item, &reads)) }
        result[name] = .array(embedded)
      } else {
        result[name] = try await embedding(value, &reads)
      }
    }
    return result
  }

  /// One argument, with the contents of the resource it names when it is such a reference.
  private func embedding(_ value: JSONValue, _ reads: inout Int) async throws -> JSONValue {
    guard var members = value.objectValue, members["type"]?.stringValue == "resource",
      var resource = members["resource"]?.objectValue,
      resource["blob"] == nil, resource["text"] == nil,
      let uri = resource["uri"]?.stringValue
    else { return value }
    reads += 1
    guard reads <= Self.maximumEmbeddedReads else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "One call may name at most \(Self.maximumEmbeddedReads) resources by URI alone.")
    }
    let contents: Resource.Content
    do {
      guard let first = try await read(uri, failures: .full).contents.first else {
        throw IntentsError(IntentsError.invalidValue, "‘\(uri.prefix(200))’ has no contents.")
      }
      contents = first
    } catch let error as MCPError {
      // Not a resource of this server: the message says which URIs are.
      throw IntentsError(
        IntentsError.invalidValue,
        "An embedded resource without contents must name a resource of this server: "
          + String(describing: error))
    }
    if let blob = contents.blob {
      resource["blob"] = .string(blob)
    } else if let text = contents.text {
      resource["text"] = .string(text)
    }
    if resource["mimeType"] == nil, let mime = contents.mimeType {
      resource["mimeType"] = .string(mime)
    }
    members["resource"] = .object(resource)
    return .object(members)
  }
}
