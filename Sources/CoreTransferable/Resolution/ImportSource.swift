import Foundation

/// Where imported content comes from.
enum ImportSource: Sendable {
  /// Bytes in memory.
  case data(Data)
  /// A file on disk that the caller owns.
  case file(URL)

  /// The content's bytes, read from disk when needed.
  func data() throws -> Data {
    switch self {
    case .data(let data): data
    case .file(let url): try Data(contentsOf: url)
    }
  }
}
