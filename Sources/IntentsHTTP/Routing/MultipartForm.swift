import Foundation
import IntentsRuntime

/// A `multipart/form-data` body (RFC 7578) split into its parts: each part's field name, file
/// name and content type, and its bytes.
///
/// Only what a form upload needs is read: `Content-Disposition: form-data; name=…;
/// filename=…` and `Content-Type`. Parts are bounded in number and their headers in size, so a
/// hostile body costs no more than its bytes.
struct MultipartForm {
  /// One part of the form.
  struct Part {
    /// The form field's name.
    var name: String
    /// The file name, when the part is a file.
    var filename: String?
    /// The part's `Content-Type`, if given.
    var contentType: String?
    /// The part's bytes.
    var body: Data
  }

  /// The most parts a form may have.
  static let maximumParts = 100
  /// The most bytes of headers one part may have.
  static let maximumHeaderBytes = 8 * 1024

  /// The parts, in order.
  var parts: [Part]

  /// The boundary a `Content-Type: multipart/form-data; boundary=…` header names; `nil` when
  /// the header is not `multipart/form-data`.
  static func boundary(inContentType contentType: String) throws -> String? {
    let pieces = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
    for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
      var value = String(piece.dropFirst("boundary=".count))
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      // RFC 2046: 1 to 70 characters, none of them controls.
      guard (1...70).contains(value.utf8.count),
        value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F })
      else { break }
      return value
    }
    throw malformed("its Content-Type names no valid boundary (1 to 70 characters)")
  }

  /// Splits a body at the boundary.
  init(body: Data, boundary: String) throws {
    let delimiter = Data("--\(boundary)".utf8)
    let bytes = [UInt8](body)
    var parts: [Part] = []
    guard var start = Self.find(Array(delimiter), in: bytes, from: 0) else {
      throw Self.malformed("the body does not contain its boundary")
    }
    let separator = Array("\r\n--\(boundary)".utf8)
    while true {
      var cursor = start + delimiter.count
      if bytes[cursor..<min(cursor + 2, bytes.count)].elementsEqual("--".utf8) { break }
      guard bytes[cursor..<min(cursor + 2, bytes.count)].elementsEqual("\r\n".utf8) else {
        throw Self.malformed("a boundary is not followed by a line break")
      }
      cursor += 2
      guard parts.count < Self.maximumParts else {
        throw IntentsError(
          IntentsError.requestTooLarge,
          "The form has more than \(Self.maximumParts) parts; nothing was done.")
      }
      let headerLimit = min(bytes.count, cursor + Self.maximumHeaderBytes)
      guard
        let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: bytes[..<headerLimit], from: cursor)
      else {
        throw Self.malformed("a part's headers do not end, or are longer than 8 KiB")
      }
      guard let end = Self.find(separator, in: bytes, from: headerEnd + 4) else {
        throw Self.malformed("the last part does not end with the closing boundary")
      }
      var part = try Self.headers(String(decoding: bytes[cursor..<headerEnd], as: UTF8.self))
      part.body = Data(bytes[(headerEnd + 4)..<end])
      parts.append(part)
      start = end + 2
    }
    self.parts = parts
  }

  /// A part's name, file name and content type from its headers.
  private static func headers(_ text: String) throws -> Part {
    var name: String?
    var filename: String?
    var contentType: String?
    for line in text.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let field = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if field == "content-type" { contentType = value }
      guard field == "content-disposition" else { continue }
      for parameter in Self.parameters(value) {
        if parameter.key == "name" { name = parameter.value }
        if parameter.key == "filename" { filename = parameter.value }
      }
    }
    guard let name, !name.isEmpty else {
      throw malformed("a part has no Content-Disposition: form-data; name=\"…\"")
    }
    return Part(name: name, filename: filename, contentType: contentType, body: Data())
  }

  /// The `key=value` parameters of a `Content-Disposition` value, values unquoted.
  private static func parameters(_ value: String) -> [(key: String, value: String)] {
    var result: [(key: String, value: String)] = []
    var rest = Substring(value)
    while let semicolon = rest.firstIndex(of: ";") {
      rest = rest[rest.index(after: semicolon)...].drop(while: { $0 == " " })
      guard let equals = rest.firstIndex(of: "=") else { break }
      let key = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      rest = rest[rest.index(after: equals)...]
      var text = ""
      if rest.first == "\"" {
        rest = rest.dropFirst()
        var escaped = false
        while let character = rest.first {
          rest = rest.dropFirst()
          if escaped {
            text.append(character)
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            break
          } else {
            text.append(character)
          }
        }
      } else {
        let end = rest.firstIndex(of: ";") ?? rest.endIndex
        text = rest[..<end].trimmingCharacters(in: .whitespaces)
        rest = rest[end...]
      }
      result.append((key, text))
    }
    return result
  }

  /// Where `needle` first occurs in `haystack` at or after `from`.
  private static func find<Haystack: RandomAccessCollection<UInt8>>(
    _ needle: [UInt8], in haystack: Haystack, from: Int
  ) -> Int? where Haystack.Index == Int {
    guard let first = needle.first, !needle.isEmpty else { return nil }
    var index = max(from, haystack.startIndex)
    let last = haystack.endIndex - needle.count
    while index <= last {
      if haystack[index] == first,
        haystack[index..<(index + needle.count)].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func malformed(_ reason: String) -> IntentsError {
    IntentsError(
      IntentsError.invalidRequest,
      "The multipart/form-data body is malformed: \(reason). Send it as curl -F does "
        + "(-F photo=@matterhorn.jpg -F landmark=Matterhorn). Nothing was done.")
  }
}
