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

extension FileHandle {
  /// The bytes read up to the first line break (without it), or to end of file, read on a
  /// thread of its own.
  public func readLineOnItsOwnThread() async -> Data {
    await withCheckedContinuation { continuation in
      Thread {
        var line = Data()
        while true {
          let chunk = (try? self.read(upToCount: 1)) ?? nil
          guard let byte = chunk?.first, byte != 0x0A else { break }
          line.append(byte)
        }
        continuation.resume(returning: line)
      }.start()
    }
  }
}
