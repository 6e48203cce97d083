import Foundation

/// The temporary files transfers need: data handed to file importers, copies of files that
/// aren't opened in place, files exported for a handler.
enum TransferStaging {
  /// Runs `body` with a fresh temporary directory, removed when `body` returns or throws.
  nonisolated(nonsending) static func withTemporaryDirectory<Result>(
    _ body: (URL) async throws -> Result
  ) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CoreTransferable-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
  }

  /// A file name safe to create inside a directory: no path separators, no leading dots.
  static func sanitizedFileName(_ name: String) -> String {
    let replaced = name.map { $0 == "/" || $0 == ":" || $0 == "\0" ? "-" : $0 }
    let trimmed = String(replaced).trimmingCharacters(in: .whitespacesAndNewlines)
    return String(trimmed.drop { $0 == "." })
  }

  /// `name` with the content type's filename extension when it has none.
  static func fileName(_ name: String, for contentType: UTType) -> String {
    guard (name as NSString).pathExtension.isEmpty,
      let preferred = filenameExtension(for: contentType)
    else { return name }
    return "\(name).\(preferred)"
  }

  /// The type's preferred extension, or that of its most specific supertype that has one:
  /// UTF-8 plain text has no extension of its own but is written as `.txt`.
  static func filenameExtension(for contentType: UTType) -> String? {
    if let preferred = contentType.preferredFilenameExtension { return preferred }
    return contentType.supertypes
      .filter { $0.preferredFilenameExtension != nil }
      .max { ($0.supertypes.count, $1.identifier) < ($1.supertypes.count, $0.identifier) }?
      .preferredFilenameExtension
  }

  /// A URL in `directory` for `fileName` that no existing file uses: `Name.txt`, then
  /// `Name 2.txt`, `Name 3.txt`, …
  static func unusedURL(in directory: URL, fileName: String) -> URL {
    let base = (fileName as NSString).deletingPathExtension
    let pathExtension = (fileName as NSString).pathExtension
    var candidate = directory.appendingPathComponent(fileName, isDirectory: false)
    var counter = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      let numbered =
        pathExtension.isEmpty ? "\(base) \(counter)" : "\(base) \(counter).\(pathExtension)"
      candidate = directory.appendingPathComponent(numbered, isDirectory: false)
      counter += 1
    }
    return candidate
  }
}
