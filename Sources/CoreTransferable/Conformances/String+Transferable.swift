import Foundation

extension String: Transferable {
  /// Strings transfer as UTF-8 plain text, and import from any plain text in UTF-8 or UTF-16
  /// with a byte order mark.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { string in
      Data(string.utf8)
    } importing: { data in
      try String(decodingPlainText: data, as: .utf8PlainText)
    }
    DataRepresentation(importedContentType: .plainText) { data in
      try String(decodingPlainText: data, as: .plainText)
    }
  }

  /// Decodes UTF-8 text, or UTF-16 text that starts with a byte order mark.
  init(decodingPlainText data: Data, as contentType: UTType) throws {
    if let text = String(validating: data, as: UTF8.self) {
      self = text
    } else if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
      let text = String(data: data, encoding: .utf16)
    {
      self = text
    } else {
      throw TransferError.invalidContent(
        String.self, contentType: contentType,
        reason: "the bytes are neither UTF-8 nor UTF-16 with a byte order mark")
    }
  }
}
