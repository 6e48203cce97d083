/// An entity that stands for a file or a document draft.
public protocol FileEntity: AppEntity where Self.ID == FileEntityIdentifier {
  /// The content types of the files this entity represents.
  static var supportedContentTypes: [UTType] { get }
}

/// The identifier of a file entity: a file URL, or the identifier of a draft not yet saved.
public struct FileEntityIdentifier: Sendable, Hashable, Codable {
  private enum Storage: Hashable, Codable {
    case file(URL)
    case draft(String)
  }

  private let storage: Storage

  /// The identifier of the file at a URL. Throws when the URL is not a file URL.
  public static func file(url: URL) throws -> FileEntityIdentifier {
    guard url.isFileURL else { throw FileEntityIdentifierError.notAFileURL(url) }
    return FileEntityIdentifier(storage: .file(url.standardizedFileURL))
  }

  /// The identifier of a draft.
  public static func draft(identifier: String) -> FileEntityIdentifier {
    FileEntityIdentifier(storage: .draft(identifier))
  }

  /// The file's URL; `nil` for a draft. Throws when the file no longer exists.
  public var fileURL: URL? {
    get async throws {
      guard case .file(let url) = storage else { return nil }
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw FileEntityIdentifierError.fileMissing(url)
      }
      return url
    }
  }

  /// The draft's identifier; `nil` for a file.
  public var draftIdentifier: String? {
    if case .draft(let identifier) = storage { return identifier }
    return nil
  }

  /// Whether this identifies a draft.
  public var isDraft: Bool { draftIdentifier != nil }
}

extension FileEntityIdentifier: EntityIdentifierConvertible {
  /// `file:` followed by the path, or `draft:` followed by the draft identifier.
  public var entityIdentifierString: String {
    switch storage {
    case .file(let url): "file:" + url.path
    case .draft(let identifier): "draft:" + identifier
    }
  }

  /// The identifier a `file:` or `draft:` string stands for.
  public static func entityIdentifier(for entityIdentifierString: String) -> FileEntityIdentifier? {
    if entityIdentifierString.hasPrefix("file:") {
      let path = String(entityIdentifierString.dropFirst(5))
      guard path.hasPrefix("/") else { return nil }
      return FileEntityIdentifier(storage: .file(URL(fileURLWithPath: path)))
    }
    if entityIdentifierString.hasPrefix("draft:") {
      return .draft(identifier: String(entityIdentifierString.dropFirst(6)))
    }
    return nil
  }
}

/// Why a file entity identifier could not be made or followed.
enum FileEntityIdentifierError: Error, CustomStringConvertible {
  case notAFileURL(URL)
  case fileMissing(URL)

  var description: String {
    switch self {
    case .notAFileURL(let url): "FileEntityIdentifier needs a file URL, not \(url.absoluteString)"
    case .fileMissing(let url): "the file \(url.path) no longer exists"
    }
  }
}
