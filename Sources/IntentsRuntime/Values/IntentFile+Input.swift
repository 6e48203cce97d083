public import AppIntents

extension IntentFile {
  /// The largest file the runtime takes or hands over, in bytes: 16 MiB.
  ///
  /// This is an OpenIntents addition. Larger files given as data or as a URL are refused with
  /// ``IntentsError/requestTooLarge``; a larger result is handed over by its URL only.
  public static let maximumTransferBytes = 16 << 20

  /// A file from caller input:
  ///
  /// - JSON `{"filename": "notes.txt", "contentType": "public.plain-text", "data": "<base64>"}`
  ///   (the content type is a type identifier or a MIME type, and may be left out when the
  ///   filename's extension says it);
  /// - JSON `{"fileURL": "file:///tmp/notes.txt"}`, with an optional `filename` and
  ///   `contentType`;
  /// - an MCP embedded resource `{"type": "resource", "resource": {"uri", "mimeType",
  ///   "blob"}}` or image block `{"type": "image", "data", "mimeType"}`;
  /// - text `@/tmp/notes.txt`, `/tmp/notes.txt`, `~/notes.txt` or `file:///tmp/notes.txt`: a
  ///   file on this machine, as a local user names one.
  ///
  /// A URL must be a `file:` URL of an existing regular file, readable, and no larger than
  /// ``maximumTransferBytes``; so must decoded data. When the parameter declares content
  /// types, the file's type must conform to one of them. The caller cannot ask the system to
  /// delete the file: `removedOnCompletion` is always `false` for a file given to an intent.
  ///
  /// Which local files may be named is ``LocalFileAccess/current``'s to say: text is read as a
  /// path only with ``LocalFileAccess/anyReadableFile``, and a URL outside the access is
  /// ``IntentsError/forbiddenFile`` before anything about the file is looked at.
  static func read(
    _ input: ValueInput, what: String, options: IntentValueOptions
  ) throws
    -> IntentFile
  {
    let example = #"{"filename": "notes.txt", "data": "<base64>"} or {"fileURL": "file:///…"}"#
    var file: IntentFile
    if case .text(let text) = input, let url = localURL(text) {
      let access = LocalFileAccess.current
      guard access.readsPathsInText || text.hasPrefix("file:") else {
        throw forbidden(what, text, access)
      }
      file = try onDisk(url, filename: nil, type: nil, what: what)
    } else {
      guard var members = ObjectInput.members(of: input) else {
        throw ObjectInput.notAnObject(input, what: what, kind: "a file", example: example)
      }
      // An MCP embedded resource or image block reads as the file it carries.
      members = try FileInputShapes.runtimeMembers(of: .object(members), what: what) ?? members
      let object = ObjectInput(members: members, what: what, kind: "a file", input: input)
      try object.only(["filename", "contentType", "data", "fileURL"])
      file = try read(object, what: what, example: example)
    }
    file.removedOnCompletion = false
    try check(file, against: options.supportedContentTypes, what: what)
    return file
  }

  private static func read(
    _ object: ObjectInput, what: String, example: String
  ) throws
    -> IntentFile
  {
    let filename = try object.text("filename")
    let type = try object.text("contentType").map { name in
      guard let type = IntentFile.contentType(named: name) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).contentType’ is ‘\(name)’, which is not a known content type; give a uniform "
            + "type identifier such as public.png or a MIME type such as image/png.")
      }
      return type
    }
    switch (object.members["data"], try object.text("fileURL")) {
    case (let data?, nil):
      guard case .string(let base64) = data else {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(what).data’ expects the file's bytes in base64.")
      }
      // Base64 takes 4 characters for 3 bytes: refuse before decoding what is too large.
      if base64.utf8.count / 4 * 3 > maximumTransferBytes + 2 {
        throw tooLarge(what, bytes: base64.utf8.count / 4 * 3)
      }
      guard let bytes = Data(base64Encoded: base64) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).data’ is not valid base64 (RFC 4648 with padding, no line breaks).")
      }
      guard let filename, !filename.isEmpty else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what)’ is given as data, which needs a filename, such as \"notes.txt\".")
      }
      try checkFilename(filename, what: what)
      return IntentFile(data: bytes, filename: filename, type: type)
    case (nil, let text?):
      guard let url = URL(string: text), url.isFileURL else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).fileURL’ is ‘\(text)’, which is not a file URL; write one such as "
            + "file:///tmp/notes.txt, or give the file's data in base64.")
      }
      if let filename { try checkFilename(filename, what: what) }
      return try onDisk(url, filename: filename, type: type, what: what)
    default:
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes a file given by exactly one of data (base64) and fileURL, such as "
          + example + ".")
    }
  }

  /// The URL of a file named in a local user's text: `@path`, an absolute path, `~/path`, or a
  /// `file:` URL; `nil` for other text.
  static func localURL(_ text: String) -> URL? {
    var path = text.trimmingCharacters(in: .whitespaces)
    if path.hasPrefix("@") { path.removeFirst() }
    if path.hasPrefix("file:") { return URL(string: path).flatMap { $0.isFileURL ? $0 : nil } }
    if path.hasPrefix("~/") {
      path = FileManager.default.homeDirectoryForCurrentUser.path + path.dropFirst()
    }
    guard path.hasPrefix("/") || text.hasPrefix("@") else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// A file on disk, checked now: it exists, is a regular file, is readable and is not too
  /// large. Its bytes are read when the intent asks for them.
  static func onDisk(
    _ url: URL, filename: String?, type: UTType?, what: String
  ) throws
    -> IntentFile
  {
    let path = url.standardizedFileURL.path
    _ = try ObjectInput.checked(path, field: "\(what).fileURL")
    let access = LocalFileAccess.current
    guard access.permits(url) else { throw forbidden(what, url.absoluteString, access) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ names \(path), but there is no file there.")
    }
    guard !isDirectory.boolValue else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ names \(path), which is a directory; give a file.")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ names \(path), which this process cannot read.")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maximumTransferBytes { throw tooLarge(what, bytes: size) }
    return IntentFile(fileURL: URL(fileURLWithPath: path), filename: filename, type: type)
  }

  /// Refuses a file whose type conforms to none of the declared content types.
  static func check(_ file: IntentFile, against types: [UTType]?, what: String) throws {
    guard let types, !types.isEmpty else { return }
    let own = file.type ?? .data
    guard !types.contains(where: { own.conforms(to: $0) }) else { return }
    throw IntentsError(
      IntentsError.invalidValue,
      "‘\(what)’ accepts files of type \(types.map(\.identifier).joined(separator: ", ")); "
        + "\(file.filename) is \(own.identifier).",
      allowed: types.map(\.identifier))
  }

  /// A file name a caller gave, checked; `nil` input (not a string) is refused too.
  static func checkedFilename(_ name: String?, what: String) throws -> String {
    guard let name, !name.isEmpty else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what).filename’ is one file name as a string, such as \"photo.jpg\".")
    }
    try checkFilename(name, what: what)
    return name
  }

  private static func checkFilename(_ name: String, what: String) throws {
    _ = try ObjectInput.checked(name, field: "\(what).filename")
    if name.contains("/") || name == "." || name == ".." {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what).filename’ is ‘\(name)’; a filename is one name, without ‘/’, such as "
          + "\"notes.txt\".")
    }
  }

  /// The refusal of a file the caller may not make the host read; it names no more of the
  /// host's files than the caller wrote.
  static func forbidden(
    _ what: String, _ named: String, _ access: LocalFileAccess
  )
    -> IntentsError
  {
    let allowed = access.allowedDirectories
    let instead =
      allowed.isEmpty
      ? "this server reads no files named by its callers"
      : "this server reads only files inside \(allowed.joined(separator: ", ")), named by a "
        + "file: URL"
    return IntentsError(
      IntentsError.forbiddenFile,
      "‘\(what)’ names the file ‘\(named.prefix(200))’ on the host, but \(instead); give the "
        + "file's bytes instead, as {\"filename\": \"notes.txt\", \"data\": \"<base64>\"}.")
  }

  private static func tooLarge(_ what: String, bytes: Int) -> IntentsError {
    IntentsError(
      IntentsError.requestTooLarge,
      "‘\(what)’ is a file of \(bytes) bytes; files may be at most \(maximumTransferBytes) bytes "
        + "(16 MiB).")
  }
}
