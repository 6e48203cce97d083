import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `get --as TYPE --output PATH` treats its path as the shell's `>` does: devices, pipes and
/// symbolic links are written through, never replaced; read-only files and directories are
/// refused; a regular file is replaced whole, keeping its mode and owner.
@Suite struct OutputFileTests {
  static let postcard = "Greetings from Zermatt.\n"

  /// A fresh directory, removed when the test ends.
  final class Scratch {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-file-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the directory, sorted.
    var names: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// What `lstat` says of a path: its kind (`S_IFMT` bits), permission bits and owner.
  static func kind(_ path: String) -> (type: mode_t, mode: mode_t, owner: uid_t)? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT, info.st_mode & 0o7777, info.st_uid)
  }

  /// A device node of the same kind as the system's `/dev/null` or `/dev/full`: as root, a
  /// node of its own in the scratch directory, so that a regression replacing devices never
  /// damages the machine's; otherwise (where nodes cannot be made, and the system's cannot be
  /// replaced either) the system's own.
  static func device(like system: String, in scratch: Scratch) -> String? {
    var info = stat()
    guard stat(system, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return nil }
    let own = scratch.path((system as NSString).lastPathComponent)
    if geteuid() == 0, mknod(own, S_IFCHR | 0o666, info.st_rdev) == 0 { return own }
    return system
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStays() async throws {
    let scratch = try Scratch()
    try Data("old".utf8).write(to: URL(fileURLWithPath: scratch.path("card.txt")))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link"), withDestinationPath: "card.txt")
    let result = await writePostcard(to: scratch.path("link"))
    #expect(result.status == 0, "\(result.error)")
    #expect(Self.kind(scratch.path("link"))?.type == S_IFLNK)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link")) == "card.txt")
    #expect(try String(contentsOfFile: scratch.path("card.txt"), encoding: .utf8) == Self.postcard)
    #expect(scratch.names == ["card.txt", "link"])
  }

  @Test func aNamedPipeIsWrittenThroughToItsReader() async throws {
    let scratch = try Scratch()
    let pipe = scratch.path("pipe")
    try #require(mkfifo(pipe, 0o600) == 0)
    // The reader opens first without waiting, so that the writer's open finds it; the postcard
    // is smaller than a pipe's buffer, so the command never waits for it to read.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let result = await writePostcard(to: pipe)
    #expect(result.status == 0, "\(result.error)")
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == Self.postcard)
    #expect(Self.kind(pipe)?.type == S_IFIFO)
  }

  @Test func theNullDeviceTakesTheContent() async throws {
    let scratch = try Scratch()
    let null = try #require(Self.device(like: "/dev/null", in: scratch))
    let result = await writePostcard(to: null)
    #expect(result.status == 0, "\(result.error)")
    #expect(Self.kind(null)?.type == S_IFCHR)
  }

  @Test func aFullDeviceIsAnIOErrorAndStaysADevice() async throws {
    let scratch = try Scratch()
    let full = try #require(Self.device(like: "/dev/full", in: scratch))
    let result = await writePostcard(to: full)
    #expect(result.status == 74)
    #expect(result.error.contains("Cannot write ‘\(full)’: No space left on device."))
    #expect(Self.kind(full)?.type == S_IFCHR)
  }

  /// Root may write any file; a file without write permission is refused all the same.
  @Test func aReadOnlyFileIsRefusedAndLeftAsItIs() async throws {
    let scratch = try Scratch()
    let file = scratch.path("keep.txt")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
    try #require(chmod(file, 0o444) == 0)
    let result = await writePostcard(to: file)
    #expect(result.status == 74)
    #expect(result.error.contains("it is read-only (mode 444)"), "\(result.error)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    #expect(Self.kind(file)?.mode == 0o444)
    #expect(scratch.names == ["keep.txt"])
  }

  @Test func aDirectoryIsRefused() async throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.path("folder"), withIntermediateDirectories: false)
    let result = await writePostcard(to: scratch.path("folder"))
    #expect(result.status == 74)
    #expect(result.error.contains("it is a directory"), "\(result.error)")
    #expect(Self.kind(scratch.path("folder"))?.type == S_IFDIR)
    #expect(scratch.names == ["folder"])
  }

  @Test func aRegularFileIsReplacedKeepingItsModeAndOwner() async throws {
    let scratch = try Scratch()
    let file = scratch.path("card.txt")
    try Data("an older and longer text than the postcard's".utf8).write(
      to: URL(fileURLWithPath: file))
    try #require(chmod(file, 0o640) == 0)
    // As root, the file belongs to someone else (the daemon user), as a shared file might.
    let owner: uid_t = geteuid() == 0 ? 1 : geteuid()
    if geteuid() == 0 { try #require(chown(file, owner, gid_t.max) == 0) }
    let result = await writePostcard(to: file)
    #expect(result.status == 0, "\(result.error)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.postcard)
    #expect(Self.kind(file)?.type == S_IFREG)
    #expect(Self.kind(file)?.mode == 0o640)
    #expect(Self.kind(file)?.owner == owner)
    #expect(scratch.names == ["card.txt"])
  }

  @Test func aFileInADirectoryThatDoesNotExistIsAClearError() async throws {
    let scratch = try Scratch()
    let result = await writePostcard(to: scratch.path("nowhere/card.txt"))
    #expect(result.status == 74)
    #expect(
      result.error.contains("the directory ‘\(scratch.path("nowhere"))’ does not exist"),
      "\(result.error)")
    #expect(scratch.names.isEmpty)
  }

  @Test func aNewFileIsCreatedWhole() async throws {
    let scratch = try Scratch()
    let result = await writePostcard(to: scratch.path("card.txt"))
    #expect(result.status == 0, "\(result.error)")
    #expect(try String(contentsOfFile: scratch.path("card.txt"), encoding: .utf8) == Self.postcard)
    #expect(scratch.names == ["card.txt"])
  }
}
