import AppIntents

extension Limits {
  /// The longest base64 text of a file's data: that of `IntentFile.maximumTransferBytes`.
  static let maximumFileDataLength = (IntentFile.maximumTransferBytes + 2) / 3 * 4

  /// Checks a JSON value given for a property or parameter: each string in it at most
  /// ``maximumTextLength`` characters — counting the characters of the value, not of its JSON
  /// encoding, whose quotes and escapes are no part of it — except the `data` and `blob`
  /// members of objects, a file's bytes in base64, which may each hold up to
  /// `IntentFile.maximumTransferBytes` bytes.
  static func check(json: JSONValue) throws {
    var files: [Int] = []
    let rest = withoutFileData(json, lengths: &files)
    if let longest = files.max(), longest > maximumFileDataLength {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "A file's data may be at most \(IntentFile.maximumTransferBytes) bytes (16 MiB, "
          + "\(maximumFileDataLength) characters of base64), not about \(longest / 4 * 3) bytes.")
    }
    try checkStrings(rest)
  }

  /// Checks each string of a JSON value.
  private static func checkStrings(_ json: JSONValue) throws {
    switch json {
    case .string(let text): try check(text: text)
    case .array(let items): for item in items { try checkStrings(item) }
    case .object(let members): for member in members.values { try checkStrings(member) }
    default: break
    }
  }

  /// The value with the string `data` members of objects replaced by empty strings, and their
  /// lengths.
  private static func withoutFileData(_ json: JSONValue, lengths: inout [Int]) -> JSONValue {
    switch json {
    case .object(var members):
      // A file's bytes: `data`, or `blob` in an MCP embedded resource.
      for key in ["data", "blob"] {
        if case .string(let data)? = members[key] {
          lengths.append(data.utf8.count)
          members[key] = ""
        }
      }
      return .object(members.mapValues { withoutFileData($0, lengths: &lengths) })
    case .array(let items):
      return .array(items.map { withoutFileData($0, lengths: &lengths) })
    default:
      return json
    }
  }
}
