import Foundation
import IntentsRuntime

/// The identifiers of the requests and of the responses in a JSON-RPC message (one, or a
/// batch), as the stdio transport counts what it still owes: a request is an object with
/// `method` and an `id`, a response one with `result` or `error` and an `id`. An `id` reads as
/// `s:<text>` or `n:<number>` (``key(of:)``); `null` and other values are no identifier. The
/// transport scans the responses it writes; the requests it owes are those
/// ``StdioDispatcher`` passes on, noted as it reads them.
///
/// The message is scanned, not parsed: only its top-level members are looked at, and the
/// values of the others are skipped, so a response carrying a large result costs one pass over
/// its bytes and no allocation. A message the scan cannot read for sure — an escape in a member
/// name or in a text `id`, or text that is not JSON — is parsed with the servers' JSON reader.
struct MessageIdentifiers: Equatable {
  /// The identifiers of the requests.
  var requests: [String] = []
  /// The identifiers of the responses.
  var responses: [String] = []

  /// The identifiers in a message.
  static func of(_ message: Data) -> MessageIdentifiers {
    let scanned = message.withUnsafeBytes { bytes in
      var scanner = Scanner(bytes: bytes.bindMemory(to: UInt8.self))
      return scanner.message()
    }
    return scanned ?? parsed(message)
  }

  /// The identifier of a request's `id` (text or a whole number) as the scan writes it, or
  /// `nil` for any other value.
  static func key(of id: JSONValue) -> String? {
    switch id {
    case .string(let text): "s:" + text
    case .integer(let number): Double(number).identifierText
    default: nil
    }
  }

  /// The identifiers, parsing the whole message with the servers' JSON reader, which reads
  /// `true` as no identifier and a name given twice as its first, as the scan does.
  static func parsed(_ message: Data) -> MessageIdentifiers {
    let json = try? JSONValue(parsing: String(decoding: message, as: UTF8.self))
    let objects: [[String: JSONValue]] =
      switch json {
      case .object(let object): [object]
      case .array(let elements):
        elements.compactMap { element in
          if case .object(let object) = element { object } else { nil }
        }
      default: []
      }
    var found = MessageIdentifiers()
    for object in objects {
      let id: String? =
        switch object["id"] {
        case .string(let text): "s:" + text
        case .integer(let number): Double(number).identifierText
        case .number(let number): number.identifierText
        default: nil
        }
      guard let id else { continue }
      if object["method"] != nil { found.requests.append(id) }
      if object["result"] != nil || object["error"] != nil { found.responses.append(id) }
    }
    return found
  }

  /// One pass over a message's bytes.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The identifiers, or `nil` when the scan is unsure.
    mutating func message() -> MessageIdentifiers? {
      var found = MessageIdentifiers()
      skipSpace()
      switch byte {
      case UInt8(ascii: "{"):
        guard let member = object() else { return nil }
        found.add(member)
      case UInt8(ascii: "["):
        index += 1
        skipSpace()
        if byte == UInt8(ascii: "]") {
          index += 1
        } else {
          elements: while true {
            skipSpace()
            if byte == UInt8(ascii: "{") {
              guard let member = object() else { return nil }
              found.add(member)
            } else {
              guard skipValue() else { return nil }
            }
            skipSpace()
            switch byte {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
              index += 1
              break elements
            default: return nil
            }
          }
        }
      default: return nil
      }
      skipSpace()
      return index == bytes.count ? found : nil
    }

    /// The byte at the index, `0` past the end.
    private var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// The object at the index: its `id`, and whether it has `method`, `result` or `error`.
    private mutating func object() -> Member? {
      index += 1
      var member = Member()
      skipSpace()
      if byte == UInt8(ascii: "}") {
        index += 1
        return member
      }
      while true {
        skipSpace()
        guard byte == UInt8(ascii: "\""), let (name, escaped) = string(), !escaped else {
          return nil
        }
        skipSpace()
        guard byte == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpace()
        let key = UnsafeBufferPointer(rebasing: bytes[name])
        if key.elementsEqual("id".utf8) {
          guard let id = identifier() else { return nil }
          // A name given twice keeps its first value, as the SDK's decoder reads it.
          if !member.sawID { member.id = id }
          member.sawID = true
        } else {
          if key.elementsEqual("method".utf8) { member.isRequest = true }
          if key.elementsEqual("result".utf8) || key.elementsEqual("error".utf8) {
            member.isResponse = true
          }
          guard skipValue() else { return nil }
        }
        skipSpace()
        switch byte {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return member
        default: return nil
        }
      }
    }

    /// An `id` value: `.some(text)` for a string or number, `.some(nil)` for any other value,
    /// `nil` when unsure.
    private mutating func identifier() -> String?? {
      if byte == UInt8(ascii: "\"") {
        guard let (range, escaped) = string(), !escaped else { return nil }
        return .some(
          "s:" + String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
      }
      let start = index
      guard skipValue() else { return nil }
      let token = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let first = token.utf8.first,
        first == UInt8(ascii: "-") || (0x30...0x39).contains(first)
      else { return .some(nil) }
      guard let number = Double(token) else { return nil }
      return .some(number.identifierText)
    }

    /// Skips a string at the index: the range of its content, and whether it has escapes.
    private mutating func string() -> (Range<Int>, escaped: Bool)? {
      index += 1
      let start = index
      var escaped = false
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return (start..<(index - 1), escaped)
        case UInt8(ascii: "\\"):
          escaped = true
          index += 2
        default:
          index += 1
        }
      }
      return nil
    }

    /// Skips any value at the index; `false` when it is not one.
    private mutating func skipValue() -> Bool {
      switch byte {
      case UInt8(ascii: "\""):
        return string() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            guard string() != nil else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              index += 1
              return true
            }
          default: break
          }
          index += 1
        }
        return false
      default:
        let start = index
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
            return index > start
          default: index += 1
          }
        }
        return index > start
      }
    }
  }

  /// What the scan learnt of one object.
  private struct Member {
    var id: String?
    var sawID = false
    var isRequest = false
    var isResponse = false
  }

  private mutating func add(_ member: Member) {
    guard let id = member.id else { return }
    if member.isRequest { requests.append(id) }
    if member.isResponse { responses.append(id) }
  }
}

extension Double {
  /// A number `id` as identifier text: `n:` and the number, whole numbers without a fraction.
  fileprivate var identifierText: String {
    if rounded() == self, abs(self) < 9.0e15 { return "n:\(Int(self))" }
    return "n:\(self)"
  }
}
