import CoreTransferable
public import Foundation
public import UniformTypeIdentifiers

/// A parameter of a `Transferable` type given as a file: the file's bytes go through the type's
/// importing representations.
enum TransferImport {
  /// A file as a parameter gives it.
  struct File {
    enum Source {
      case data(Data)
      case url(URL)
    }
    var source: Source
    var contentType: UTType?
    var filename: String?
  }

  /// The file an input gives: `{"data": "<base64>", "contentType"?, "filename"?}` or
  /// `{"fileURL": "file:///…", "contentType"?}`; `nil` when the input is not file-shaped.
  static func file(in input: ParameterInput, what: String) throws -> File? {
    guard case .value(.object(let members)) = input,
      members["data"] != nil || members["fileURL"] != nil,
      Set(members.keys).isSubset(of: ["data", "fileURL", "contentType", "filename"])
    else { return nil }
    var contentType: UTType?
    if let name = members["contentType"]?.stringValue {
      guard let type = ContentNegotiation.contentType(named: name) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).contentType’ is “\(name.prefix(80))”, which is not a known content type; give a "
            + "type identifier such as public.png or a MIME type such as image/png.")
      }
      contentType = type
    }
    let filename = members["filename"]?.stringValue
    if case .string(let base64)? = members["data"] {
      if base64.utf8.count / 4 * 3 > IntentsHost.maximumTransferBytes {
        throw tooLarge(what, base64.utf8.count / 4 * 3)
      }
      guard let data = Data(base64Encoded: base64) else {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(what).data’ is not valid base64 (RFC 4648, padded).")
      }
      return File(source: .data(data), contentType: contentType, filename: filename)
    }
    guard let text = members["fileURL"]?.stringValue, let url = URL(string: text), url.isFileURL
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ is a file: give {\"data\": \"<base64>\", \"contentType\": \"image/png\"} or "
          + "{\"fileURL\": \"file:///path\"}.")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: url.path)
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ names \(url.path), which is not a readable file on this machine.")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    if size > IntentsHost.maximumTransferBytes { throw tooLarge(what, size) }
    return File(
      source: .url(url), contentType: contentType, filename: filename ?? url.lastPathComponent)
  }

  /// The value of a `Transferable` type imported from the file.
  static func value(
    _ file: File, as type: any Transferable.Type, what: String
  ) async throws -> Any {
    func make<Item: Transferable>(_ type: Item.Type) async throws -> Item {
      switch file.source {
      case .data(let data): try await Item(importing: data, contentType: file.contentType)
      case .url(let url): try await Item(importing: url, contentType: file.contentType)
      }
    }
    let named = file.contentType?.identifier ?? "a file of unstated type"
    do {
      return try await make(type)
    } catch let error as TransferError where error.code == .noRepresentation {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "‘\(what)’ (\(type)) cannot be made from \(named); give a file of a type it imports.",
        allowed: type.importedContentTypes().map(\.identifier))
    } catch {
      throw IntentsError(
        IntentsError.transferFailed,
        "‘\(what)’ (\(type)) could not be imported from \(named): \(String(describing: error))")
    }
  }

  private static func tooLarge(_ what: String, _ bytes: Int) -> IntentsError {
    IntentsError(
      IntentsError.requestTooLarge,
      "‘\(what)’ is a file of about \(bytes) bytes; at most \(IntentsHost.maximumTransferBytes) "
        + "are accepted.")
  }
}

extension ParameterInput {
  /// A file for a parameter of a `Transferable` type (or `IntentFile`): its bytes, with their
  /// content type and file name when known. This is an OpenIntents addition.
  public static func file(
    _ data: Data, contentType: UTType? = nil, filename: String? = nil
  ) -> ParameterInput {
    var members: [String: JSONValue] = ["data": .string(data.base64EncodedString())]
    if let contentType { members["contentType"] = .string(contentType.identifier) }
    if let filename { members["filename"] = .string(filename) }
    return .value(.object(members))
  }

  /// A file on this machine for a parameter of a `Transferable` type (or `IntentFile`). This is
  /// an OpenIntents addition.
  public static func file(at url: URL, contentType: UTType? = nil) -> ParameterInput {
    var members: [String: JSONValue] = ["fileURL": .string(url.absoluteString)]
    if let contentType { members["contentType"] = .string(contentType.identifier) }
    return .value(.object(members))
  }
}
