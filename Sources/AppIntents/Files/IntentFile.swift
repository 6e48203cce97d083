internal import Synchronization

/// A file passed to or returned from an intent: data in memory, or a file on disk read when
/// needed, with a filename and a content type.
///
/// ```swift
/// @Parameter(title: "Photo") var photo: IntentFile
///
/// func perform() async throws -> some ReturnsValue<IntentFile> {
///   let bytes = try await photo.data(contentType: .image)
///   let report = IntentFile(data: Data(summary.utf8), filename: "report.txt", type: .plainText)
///   return .result(value: report)
/// }
/// ```
///
/// Over JSON a file is `{"filename": "notes.txt", "contentType": "public.plain-text",
/// "data": "<base64>"}` or `{"fileURL": "file:///tmp/notes.txt"}`; see the OpenIntents
/// runtime's documentation for the limits it applies.
public struct IntentFile: Sendable {
  /// The file's name, such as `notes.txt`.
  public var filename: String { storedFilename }
  /// The file's URL, when it is a file on disk rather than data in memory.
  public var fileURL: URL? {
    if case .file(let contents) = content { return contents.url }
    return nil
  }
  /// The file's content type: the one given, else the one its filename extension names, else
  /// `nil`.
  public var type: UTType? { storedType }
  /// Whether the system deletes the file at ``fileURL`` once it has handed the file over —
  /// after returning it as an intent's result. Files the system gives an intent are never
  /// deleted on the intent's behalf; set this on a temporary file an intent returns.
  public var removedOnCompletion: Bool = false

  /// The file's bytes. A file on disk is read the first time, and kept; a file that cannot be
  /// read gives empty data — ``data(contentType:)`` throws instead.
  public var data: Data { (try? content.load()) ?? Data() }

  let content: Content
  private let storedFilename: String
  private let storedType: UTType?

  /// A file from data in memory, with its name and, optionally, its content type.
  public init(data: Data, filename: String, type: UTType? = nil) {
    content = .data(data)
    storedFilename = filename
    storedType = type ?? Self.inferredType(of: filename)
  }

  /// A file on disk, read when its data is first needed. Without a filename, the URL's last
  /// path component is the name.
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    let name = filename ?? fileURL.lastPathComponent
    content = .file(FileContents(url: fileURL))
    storedFilename = name
    storedType = type ?? Self.inferredType(of: name)
  }

  /// The type a filename's extension names, if the extension is known.
  static func inferredType(of filename: String) -> UTType? {
    let ext = (filename as NSString).pathExtension
    guard !ext.isEmpty, let type = UTType(filenameExtension: ext), type.isDeclared else {
      return nil
    }
    return type
  }
}

extension IntentFile {
  /// Where a file's bytes are.
  enum Content: Sendable {
    case data(Data)
    case file(FileContents)

    /// The bytes, reading the file once.
    func load() throws(IntentFileError) -> Data {
      switch self {
      case .data(let data): data
      case .file(let contents): try contents.load()
      }
    }
  }

  /// A file on disk and its bytes once read.
  final class FileContents: Sendable {
    let url: URL
    private let cache = Mutex<Data?>(nil)

    init(url: URL) { self.url = url }

    /// The file's bytes: read the first time (a directory, a missing or unreadable file throws
    /// ``IntentFileError/failedToLoadFile``), then kept.
    func load() throws(IntentFileError) -> Data {
      if let cached = cache.withLock({ $0 }) { return cached }
      var isDirectory: ObjCBool = false
      guard url.isFileURL,
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, let data = try? Data(contentsOf: url)
      else { throw .failedToLoadFile }
      cache.withLock { $0 = data }
      return data
    }
  }
}
