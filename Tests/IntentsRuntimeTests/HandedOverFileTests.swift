import AppIntents
import Foundation
import Testing

@testable import IntentsRuntime

/// A result's file marked `removedOnCompletion` is deleted once its bytes are handed over — a
/// regular file only, never a device node or a symbolic link the app's URL happens to name.
@Suite struct HandedOverFileTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openintents-handover-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func handedOver(_ url: URL) -> JSONValue {
    var file = IntentFile(fileURL: url, filename: url.lastPathComponent, type: nil)
    file.removedOnCompletion = true
    return ValueEncoding.result(file)
  }

  @Test func aRegularFileIsDeletedOnceHandedOver() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("report.txt")
    try Data("done".utf8).write(to: url)
    let json = Self.handedOver(url)
    #expect(json.objectValue?["data"] == .string(Data("done".utf8).base64EncodedString()))
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aSymbolicLinkAndItsTargetStay() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("kept.txt")
    try Data("kept".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    _ = Self.handedOver(link)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil)
    #expect(FileManager.default.fileExists(atPath: target.path))
  }

  /// A node like /dev/null, made in a scratch directory (as root; elsewhere nodes cannot be
  /// made, and the system's own is never used).
  @Test(.enabled(if: geteuid() == 0, "making a device node needs root"))
  func aDeviceNodeStays() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var null = stat()
    try #require(stat("/dev/null", &null) == 0)
    let node = directory.appendingPathComponent("null")
    try #require(mknod(node.path, S_IFCHR | 0o666, null.st_rdev) == 0)
    _ = Self.handedOver(node)
    var after = stat()
    #expect(lstat(node.path, &after) == 0 && after.st_mode & S_IFMT == S_IFCHR)
  }
}
