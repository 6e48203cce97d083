import Foundation
public import IntentsRuntime

extension VisualSearchRequest {
  /// The most bytes of an image a visual search takes over HTTP or MCP: 8 MiB encoded (a
  /// 12-megapixel JPEG is about 4 MiB). This is an OpenIntents addition.
  public static let maximumImageBytes = 8 << 20

  /// A visual search read from its JSON form, as HTTP and MCP receive it:
  /// `{"labels": ["mountain"], "image": BASE64, "limit": 10}`, every member optional (but an
  /// image or labels needed). `image` is the base64 of a PNG or JPEG, or MCP image content
  /// `{"type": "image", "data": BASE64, "mimeType": "image/png"}`.
  ///
  /// Throws ``IntentsError/invalidRequest`` for an unknown member or one of the wrong shape,
  /// ``IntentsError/invalidValue`` for an image that is not base64 or of a MIME type other
  /// than PNG or JPEG, and ``IntentsError/requestTooLarge`` for an image over
  /// ``maximumImageBytes``. This is an OpenIntents addition.
  public init(json: JSONValue) throws {
    guard let members = json.objectValue else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "A visual search is a JSON object: {\"labels\": [\"mountain\"], \"image\": BASE64}.")
    }
    let allowed = ["image", "labels", "limit"]
    if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw IntentsError(
        IntentsError.invalidRequest, "‘\(unknown.prefix(80))’ is not a member of a visual search.",
        allowed: allowed)
    }
    var labels: [String] = []
    if let value = members["labels"] {
      guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
        throw IntentsError(
          IntentsError.invalidRequest, "‘labels’ is an array of strings, such as [\"mountain\"].")
      }
      labels = items.compactMap(\.stringValue)
    }
    var limit: Int?
    if let value = members["limit"] {
      guard let number = value.numberValue, number.rounded() == number, number >= 0,
        number <= Double(Int32.max)
      else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "‘limit’ is a whole number from 0 to \(VisualSearchRequest.maximumLimit).")
      }
      limit = Int(number)
    }
    let image = try members["image"].map(Self.image(from:))
    self.init(image: image, labels: labels, limit: limit)
  }

  /// The bytes of the `image` member: base64 text, or MCP image content.
  static func image(from value: JSONValue) throws -> Data {
    var text = value.stringValue
    if let content = value.objectValue {
      let allowed = ["data", "mimeType", "type"]
      if let unknown = content.keys.sorted().first(where: { !allowed.contains($0) }) {
        throw IntentsError(
          IntentsError.invalidRequest, "‘\(unknown.prefix(80))’ is not a member of image content.",
          allowed: allowed)
      }
      if let type = content["type"], type.stringValue != "image" {
        throw IntentsError(
          IntentsError.invalidRequest, "Image content has \"type\": \"image\".")
      }
      if let mime = content["mimeType"] {
        guard let name = mime.stringValue, ["image/png", "image/jpeg"].contains(name.lowercased())
        else {
          throw IntentsError(
            IntentsError.invalidValue,
            "A visual search reads PNG and JPEG images, not "
              + "\(mime.stringValue.map { String($0.prefix(80)) } ?? "this mimeType").",
            allowed: ["image/png", "image/jpeg"])
        }
      }
      text = content["data"]?.stringValue
    }
    guard let text else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘image’ is the base64 of a PNG or JPEG, or {\"type\": \"image\", \"data\": BASE64, "
          + "\"mimeType\": \"image/png\"}.")
    }
    guard text.utf8.count <= (maximumImageBytes / 3 + 1) * 4 + 4 else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "The image is larger than \(maximumImageBytes) bytes, the most a visual search takes; "
          + "send a smaller picture.")
    }
    guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters), !data.isEmpty
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘image’ is not base64: send the PNG or JPEG bytes base64-encoded.")
    }
    return data
  }
}
