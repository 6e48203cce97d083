public import Foundation

extension URL: Transferable {
  /// URLs transfer as their absolute string in UTF-8, with the ``UTType/url`` content type.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { url in
      Data(url.absoluteString.utf8)
    } importing: { data in
      guard let text = String(validating: data, as: UTF8.self),
        let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)),
        url.scheme != nil
      else {
        throw TransferError.invalidContent(
          URL.self, contentType: .url, reason: "the bytes are not an absolute URL in UTF-8")
      }
      return url
    }
  }
}
