extension IntentFile {
  /// The content types the file's data can be given in: its own type (``UTType/data`` when
  /// it has none) and, for text, plain text in UTF-8 and UTF-16.
  ///
  /// A type that conforms to one of these can be asked for too: a PNG file is available as
  /// `.png` and, through conformance, as `.image` and `.data`.
  public var availableContentTypes: [UTType] {
    let own = type ?? .data
    guard own.conforms(to: .text) else { return [own] }
    var types = [own]
    for text in Self.textTypes where !types.contains(text) { types.append(text) }
    return types
  }

  /// The file's data in a content type: the bytes as they are when the file's type conforms to
  /// it, or text re-encoded in UTF-8 or UTF-16. Throws ``IntentFileError/failedToLoadData``
  /// when the file is not available in the type, ``IntentFileError/failedToLoadFile`` when the
  /// file cannot be read.
  public func data(contentType: UTType) async throws -> Data {
    try converted(to: contentType)
  }

  /// A file on disk with the data in a content type, and whether it is the original file
  /// (opened in place) rather than a copy.
  ///
  /// The file is written to `destinationDirectory`, or to a new temporary directory, under the
  /// file's name (with " 2", " 3"… added when the name is taken); the caller owns the copy. A
  /// file that is already in the destination directory and of the type is returned in place.
  public func file(
    contentType: UTType, destinationDirectory: URL? = nil
  ) async throws -> (fileURL: URL, openedInPlace: Bool) {
    if let fileURL, let destinationDirectory, conformsAsIs(to: contentType),
      fileURL.deletingLastPathComponent().standardizedFileURL.path
        == destinationDirectory.standardizedFileURL.path
    {
      _ = try content.load()
      return (fileURL, true)
    }
    let bytes = try converted(to: contentType)
    let directory = try destinationDirectory ?? Self.makeTemporaryDirectory()
    let target = Self.freeURL(in: directory, for: Self.safeFilename(filename))
    do {
      try bytes.write(to: target, options: .withoutOverwriting)
    } catch {
      throw IntentFileError.failedToLoadFile
    }
    return (target, false)
  }

  /// Calls a handler with a file on disk holding the data in a content type.
  ///
  /// With `allowOpenInPlace`, a file on disk whose type conforms is handed over as it is
  /// (`openedInPlace` is `true`); otherwise the handler gets a temporary copy, deleted when it
  /// returns or throws.
  public func withFile<Result>(
    contentType: UTType, allowOpenInPlace: Bool = false,
    fileHandler: @escaping (_ fileURL: URL, _ openedInPlace: Bool) async throws -> Result
  ) async throws -> Result {
    if allowOpenInPlace, let fileURL, conformsAsIs(to: contentType) {
      _ = try content.load()
      return try await fileHandler(fileURL, true)
    }
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = try await file(contentType: contentType, destinationDirectory: directory)
    return try await fileHandler(copy.fileURL, false)
  }

  // MARK: - Conversions

  /// Plain text in the encodings a text file can be given in.
  static let textTypes: [UTType] = [.plainText, .utf8PlainText, .utf16PlainText]

  /// Whether the file's own type conforms to the content type, so its bytes serve as they are.
  func conformsAsIs(to contentType: UTType) -> Bool {
    (type ?? .data).conforms(to: contentType)
  }

  /// The bytes in the content type.
  func converted(to contentType: UTType) throws -> Data {
    let own = type ?? .data
    if own.conforms(to: contentType) { return try content.load() }
    guard own.conforms(to: .text), let target = Self.textTypes.first(where: { $0 == contentType })
    else { throw IntentFileError.failedToLoadData }
    guard let text = Self.decodeText(try content.load(), type: own) else {
      throw IntentFileError.failedToLoadData
    }
    if target == .utf16PlainText {
      // UTF-16 in the platform's byte order with a byte-order mark, as Foundation writes it.
      return text.data(using: .utf16) ?? Data()
    }
    return Data(text.utf8)
  }

  /// The text of bytes in a text type: UTF-16 when the type says so or a byte-order mark
  /// does, else UTF-8; `nil` when the bytes are not valid in that encoding.
  static func decodeText(_ bytes: Data, type: UTType) -> String? {
    let marked = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    if type.conforms(to: .utf16PlainText) || marked {
      return String(data: bytes, encoding: .utf16)
    }
    return String(data: bytes, encoding: .utf8)
  }

  // MARK: - Files on disk

  /// A new directory under the temporary directory, for copies of files.
  static func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("OpenIntents-Files", isDirectory: true)
      .appendingPathComponent(UUID().uuidString, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw IntentFileError.failedToLoadFile
    }
    return directory
  }

  /// A filename that stays inside its directory: path separators, NUL and other control
  /// characters replaced, `.` and `..` refused, never empty.
  static func safeFilename(_ name: String) -> String {
    let cleaned = String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { scalar in
          scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
            ? "_" : scalar
        }))
    return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "file" : cleaned
  }

  /// The URL of `name` in the directory, or of `name 2`, `name 3`… when it is taken.
  static func freeURL(in directory: URL, for name: String) -> URL {
    let base = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    var candidate = directory.appendingPathComponent(name)
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      let numbered = "\(base) \(number)" + (ext.isEmpty ? "" : ".\(ext)")
      candidate = directory.appendingPathComponent(numbered)
      number += 1
    }
    return candidate
  }
}
