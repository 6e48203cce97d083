public import Foundation

extension FileHandle {
  /// Everything read until end of file, read on a thread of its own: a blocking read on one of
  /// Swift concurrency's few threads could starve the tasks of the server writing the other end.
  public func readToEndOnItsOwnThread() async -> Data {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: (try? self.readToEnd()) ?? Data()) }.start()
    }
  }
}
