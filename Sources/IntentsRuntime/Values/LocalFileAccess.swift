public import Foundation

/// Which files on this machine a caller's input may make the host read: a file parameter's
/// path, `@path` text or `file:` URL.
///
/// This is an OpenIntents addition. The local user running the process may name any file it
/// can read; a caller across a connection — a program, an agent — must never make the host
/// read a path of its choosing, so a server serves with ``none`` — files come as data — or
/// with ``directories(_:)`` the host chose. The access is set for a piece of work with
/// `LocalFileAccess.$current.withValue(_:operation:)`; input that names a file outside it is
/// refused with ``IntentsError/forbiddenFile`` and nothing is read.
///
/// ```swift
/// let outcome = try await LocalFileAccess.$current.withValue(.directories([uploads])) {
///   try await host.run(intent: "ImportTrackIntent", parameters: parameters)
/// }
/// ```
public struct LocalFileAccess: Sendable, Hashable, CustomStringConvertible {
  /// The access of the work under way; ``none`` unless someone chose otherwise.
  @TaskLocal public static var current: LocalFileAccess = .none

  /// No file is read: text is never a path, and a `file:` URL is refused.
  public static let none = LocalFileAccess(scope: .none)
  /// Any file the process can read, named by a path (`/tmp/a.gpx`, `~/a.gpx`, `@a.gpx`) or a
  /// `file:` URL — for the local user's own requests.
  public static let anyReadableFile = LocalFileAccess(scope: .anyReadableFile)

  /// Files inside these directories (or their subdirectories), named by a `file:` URL; text is
  /// never read as a path. Symbolic links and `..` are resolved before the check, so a link
  /// inside a directory cannot lead out of it.
  public static func directories(_ directories: [URL]) -> LocalFileAccess {
    let resolved = directories.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
    return LocalFileAccess(scope: resolved.isEmpty ? .none : .directories(resolved))
  }

  private enum Scope: Sendable, Hashable {
    case none
    case anyReadableFile
    case directories([String])
  }

  private let scope: Scope

  private init(scope: Scope) { self.scope = scope }

  /// Whether text such as `/tmp/a.gpx` or `@a.gpx` names a file (otherwise only `file:` URLs
  /// do).
  public var readsPathsInText: Bool { scope == .anyReadableFile }

  /// The directories files may come from; empty for ``none`` and ``anyReadableFile``.
  public var allowedDirectories: [String] {
    if case .directories(let paths) = scope { paths } else { [] }
  }

  /// Whether a file at this URL may be read: its resolved path lies inside an allowed
  /// directory, or any file may be.
  public func permits(_ url: URL) -> Bool {
    switch scope {
    case .none: return false
    case .anyReadableFile: return true
    case .directories(let directories):
      let path = url.standardizedFileURL.resolvingSymlinksInPath().path
      return directories.contains { directory in
        path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
      }
    }
  }

  /// The access in words, for messages and logs.
  public var description: String {
    switch scope {
    case .none: "no local files"
    case .anyReadableFile: "any readable file"
    case .directories(let paths): "files inside \(paths.joined(separator: ", "))"
    }
  }
}
