import Foundation
import UniformTypeIdentifiers

/// The JSON shapes a file arrives in, read as one: the runtime's own
/// `{"data": "<base64>", "contentType"?, "filename"?}` and `{"fileURL": …}`, and the content
/// blocks MCP clients send — an embedded resource
/// `{"type": "resource", "resource": {"uri", "mimeType", "blob" | "text"}}` and an image or
/// audio block `{"type": "image", "data": "<base64>", "mimeType"}`.
enum FileInputShapes {
  /// The members of the runtime's own form for a file given in an MCP shape; `nil` when the
  /// value is not an MCP content block, which is then read as it is.
  static func runtimeMembers(of json: JSONValue, what: String) throws -> [String: JSONValue]? {
    guard let members = json.objectValue, let kind = members["type"]?.stringValue else {
      return nil
    }
    switch kind {
    case "image", "audio":
      guard Set(members.keys).isSubset(of: ["type", "data", "mimeType", "annotations", "_meta"]),
        members["data"]?.stringValue != nil
      else { return nil }
      var file: [String: JSONValue] = ["data": members["data"] ?? .null]
      if let mime = members["mimeType"] { file["contentType"] = mime }
      if let mime = members["mimeType"]?.stringValue,
        let suffix = ContentNegotiation.contentType(named: mime)?.preferredFilenameExtension
      {
        file["filename"] = .string("\(kind).\(suffix)")
      }
      return file
    case "resource":
      guard let resource = members["resource"]?.objectValue,
        Set(members.keys).isSubset(of: ["type", "resource", "annotations", "_meta"])
      else { return nil }
      return try embeddedResource(resource, what: what)
    default:
      return nil
    }
  }

  /// An embedded resource's contents as a file: its blob, or its text in UTF-8, named after
  /// the last part of its URI.
  private static func embeddedResource(
    _ resource: [String: JSONValue], what: String
  ) throws -> [String: JSONValue] {
    var file: [String: JSONValue] = [:]
    if let blob = resource["blob"] {
      file["data"] = blob
    } else if let text = resource["text"]?.stringValue {
      file["data"] = .string(Data(text.utf8).base64EncodedString())
    } else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ is an embedded resource without contents: give ‘resource.blob’ (base64) or "
          + "‘resource.text’, with ‘resource.mimeType’.")
    }
    if let mime = resource["mimeType"] { file["contentType"] = mime }
    if let uri = resource["uri"]?.stringValue, let name = filename(inURI: uri) {
      file["filename"] = .string(name)
    } else if let mime = resource["mimeType"]?.stringValue,
      let suffix = ContentNegotiation.contentType(named: mime)?.preferredFilenameExtension
    {
      file["filename"] = .string("resource.\(suffix)")
    }
    return file
  }

  /// The last path component of a URI when it is a plain file name, such as `photo.jpg` in
  /// `file:///tmp/photo.jpg` or `upload://photo.jpg`.
  static func filename(inURI uri: String) -> String? {
    guard uri.utf8.count <= 2048 else { return nil }
    let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
    guard let encoded = path.split(separator: "/").last.map(String.init),
      let last = encoded.removingPercentEncoding, !last.contains(":"), !last.contains("/"),
      last != ".", last != "..", last.utf8.count <= 255,
      !last.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return last
  }
}
