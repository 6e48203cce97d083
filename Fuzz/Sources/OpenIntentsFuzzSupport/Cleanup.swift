import Foundation
import Synchronization

/// Folders removed when the process exits (libFuzzer ends a run with `exit`).
enum Cleanup {
  private static let folders = Mutex<[URL]>([])
  private static let registered: Void = { _ = atexit { Cleanup.removeAll() } }()

  /// Removes the folder at exit.
  static func remove(_ folder: URL) {
    registered
    folders.withLock { $0.append(folder) }
  }

  private static func removeAll() {
    for folder in folders.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
  }
}
