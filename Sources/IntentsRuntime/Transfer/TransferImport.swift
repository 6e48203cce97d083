import AppIntents
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

  /// The file an input gives a parameter of a `Transferable` type that imports something:
  /// `{"data": "<base64>", "contentType"?, "filename"?}`, `{"fileURL": "file:///…",
  /// "contentType"?}`, an MCP embedded resource or image block (``FileInputShapes``), or — for
  /// types other than text and URLs — text naming a local file (`@photo.jpg`, and for types
  /// other than entities and enums `/tmp/photo.jpg` or `file:///tmp/photo.jpg`) as
  /// ``LocalFileAccess/current`` permits; `nil`
  /// when the input is not file-shaped, which is then read as the type's own value.
  static func file(
    in input: ParameterInput, as type: any Transferable.Type, what: String
  ) throws -> File? {
    guard !type.importedContentTypes().isEmpty else { return nil }
    var input = input
    // On the command line a file's JSON form arrives as text.
    if case .text(let text) = input, !(type is String.Type), text.hasPrefix("{"),
      let json = try? JSONValue(parsing: text), json.objectValue != nil
    {
      input = .value(json)
    }
    switch input {
    case .text(let text):
      // Entities and enum cases are named by text: for them only `@path` names a file.
      let named = type is any AppEntity.Type || type is any AppEnum.Type
      guard !(type is String.Type), !(type is URL.Type), !named || text.hasPrefix("@"),
        let url = IntentFile.localURL(text)
      else { return nil }
      let access = LocalFileAccess.current
      guard access.readsPathsInText || text.hasPrefix("file:") else {
        throw IntentFile.forbidden(what, text, access)
      }
      return try onDisk(url, contentType: nil, filename: nil, what: what)
    case .value(let json):
      guard
        var members = try FileInputShapes.runtimeMembers(of: json, what: what) ?? json.objectValue,
        members["data"] != nil || members["fileURL"] != nil
      else { return nil }
      let known: Set<String> = ["data", "fileURL", "contentType", "filename"]
      if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what)’ is a file, which has no member ‘\(unknown.prefix(80))’; give data (base64) or "
            + "fileURL, with contentType and filename if you know them.")
      }
      let filename = try members.removeValue(forKey: "filename").map {
        try IntentFile.checkedFilename($0.stringValue, what: what)
      }
      var contentType = try members["contentType"].map { try Self.contentType($0, what: what) }
      if let base64 = members["data"] {
        guard let text = base64.stringValue else {
          throw IntentsError(
            IntentsError.invalidValue, "‘\(what).data’ expects the file's bytes in base64.")
        }
        if text.utf8.count / 4 * 3 > IntentsHost.maximumTransferBytes + 2 {
          throw tooLarge(what, text.utf8.count / 4 * 3)
        }
        guard let data = Data(base64Encoded: text) else {
          throw IntentsError(
            IntentsError.invalidValue,
            "‘\(what).data’ is not valid base64 (RFC 4648 with padding, no line breaks).")
        }
        if contentType == nil, let filename { contentType = Self.contentType(ofName: filename) }
        return File(source: .data(data), contentType: contentType, filename: filename)
      }
      guard let text = members["fileURL"]?.stringValue, let url = URL(string: text), url.isFileURL
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).fileURL’ is not a file URL; write one such as file:///tmp/photo.jpg, or give "
            + "the file's bytes as {\"data\": \"<base64>\", \"contentType\": \"image/jpeg\"}.")
      }
      return try onDisk(url, contentType: contentType, filename: filename, what: what)
    case .identifier, .list:
      return nil
    }
  }

  /// A file on this machine, checked as every file input is (``LocalFileAccess``, a regular
  /// readable file, within the size bound); its content type from its extension when not given.
  private static func onDisk(
    _ url: URL, contentType: UTType?, filename: String?, what: String
  ) throws -> File {
    let checked = try IntentFile.onDisk(url, filename: filename, type: contentType, what: what)
    guard let location = checked.fileURL else {
      throw IntentsError(IntentsError.invalidValue, "‘\(what)’ names no file on this machine.")
    }
    return File(
      source: .url(location),
      contentType: contentType ?? Self.contentType(ofName: location.lastPathComponent),
      filename: filename ?? location.lastPathComponent)
  }

  /// The content type a `contentType` member names.
  private static func contentType(_ value: JSONValue, what: String) throws -> UTType {
    guard let name = value.stringValue, let type = ContentNegotiation.contentType(named: name)
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what).contentType’ is \(String(describing: value).prefix(80)), which is not a known "
          + "content type; give a type identifier such as public.jpeg or a MIME type such as "
          + "image/jpeg.")
    }
    return type
  }

  /// The content type a file name's extension says, if it says a known one.
  private static func contentType(ofName name: String) -> UTType? {
    let suffix = (name as NSString).pathExtension
    guard !suffix.isEmpty, let type = UTType(filenameExtension: suffix.lowercased()),
      !type.isDynamic
    else { return nil }
    return type
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
    let named =
      file.contentType.map { ContentNegotiation.name(of: $0) } ?? "a file of unstated type"
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
