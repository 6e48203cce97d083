import CChildProcesses

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program run to completion from a test, through `posix_spawn` directly.
///
/// Not Foundation's `Process`: on the toolchain this project supports (Swift 6.3.1), its `run()`
/// reads `/proc/self/fd` with a struct copy of each `dirent` that can read past the end of
/// glibc's directory buffer, and crashes (SIGSEGV in `memcpy`) when the test process happens to
/// hold about 1,360 open descriptors — as a parallel test run does (fixed upstream in
/// swift-corelibs-foundation #5472). Here the child closes every inherited descriptor above
/// standard error itself (`posix_spawn_file_actions_addclosefrom_np`), the pipes are created
/// close-on-exec (another test's child never holds one open), and it starts with every signal at
/// its default and none blocked, as from a shell.
public struct ChildProcess: Sendable {
  /// Where one of the child's standard streams comes from or goes.
  public enum Stream: Sendable {
    /// `/dev/null`.
    case nullDevice
    /// A pipe to this process, read to its end (output and error streams only).
    case captured
    /// A descriptor of this process, which stays open here.
    case descriptor(Int32)
    /// Closed: the child starts without it.
    case closed
  }

  /// How the child ended and what it wrote to the captured streams.
  public struct Outcome: Sendable, Equatable {
    /// True when it exited; false when a signal ended it.
    public var exited: Bool
    /// The exit status, or the number of the signal that ended it.
    public var status: Int32
    /// Its standard output, when captured.
    public var output: [UInt8]
    /// Its standard error, when captured.
    public var error: [UInt8]

    public var outputText: String { String(decoding: output, as: UTF8.self) }
    public var errorText: String { String(decoding: error, as: UTF8.self) }
  }

  /// A failure to start the child: the system call and its `errno`.
  public struct LaunchError: Error, CustomStringConvertible {
    public var call: String
    public var code: Int32
    public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  public var executable: String
  public var arguments: [String]
  /// The child's whole environment; nil inherits this process's.
  public var environment: [String: String]?
  public var standardInput: Stream
  public var standardOutput: Stream
  public var standardError: Stream

  public init(
    _ executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    standardInput: Stream = .nullDevice, standardOutput: Stream = .captured,
    standardError: Stream = .captured
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// This process's environment with `changes` laid over it.
  public static func environment(adding changes: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    result.merge(changes) { $1 }
    return result
  }

  /// Starts the child, reads its captured streams to their end and waits for it to end. Blocks
  /// the calling thread throughout: call it from a thread of its own, not from one of the
  /// concurrency pool's few threads.
  public func run() throws -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var captured: [(child: Int32, read: Int32)] = []
    var writeEnds: [Int32] = []
    defer {
      for pipe in captured { close(pipe.read) }
      for end in writeEnds { close(end) }
    }
    for (target, stream) in [
      (Int32(0), standardInput), (Int32(1), standardOutput), (Int32(2), standardError),
    ] {
      switch stream {
      case .nullDevice:
        let flags = target == 0 ? O_RDONLY : O_WRONLY
        try check("posix_spawn_file_actions_addopen") {
          posix_spawn_file_actions_addopen(&actions, target, "/dev/null", flags, 0)
        }
      case .captured:
        precondition(target != 0, "standard input cannot be captured")
        var ends: [Int32] = [-1, -1]
        guard openintents_pipe_close_on_exec(&ends) == 0 else {
          throw LaunchError(call: "pipe2", code: errno)
        }
        captured.append((target, ends[0]))
        writeEnds.append(ends[1])
        try check("posix_spawn_file_actions_adddup2") {
          posix_spawn_file_actions_adddup2(&actions, ends[1], target)
        }
      case .descriptor(let descriptor):
        try check("posix_spawn_file_actions_adddup2") {
          posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
      case .closed:
        try check("posix_spawn_file_actions_addclose") {
          posix_spawn_file_actions_addclose(&actions, target)
        }
      }
    }
    try check("posix_spawn_file_actions_addclosefrom_np") {
      openintents_spawn_add_close_from(&actions, 3)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    try check("posix_spawnattr_setsigdefault") {
      posix_spawnattr_setsigdefault(&attributes, &everySignal)
    }
    try check("posix_spawnattr_setsigmask") { posix_spawnattr_setsigmask(&attributes, &noSignal) }
    try check("posix_spawnattr_setflags") {
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }

    let argumentVector = ([executable] + arguments).map { strdup($0) }
    let environmentVector = (environment ?? Self.environment(adding: [:]))
      .map { strdup("\($0.key)=\($0.value)") }
    defer {
      for pointer in argumentVector { free(pointer) }
      for pointer in environmentVector { free(pointer) }
    }
    var child = pid_t()
    let spawned = (argumentVector + [nil]).withUnsafeBufferPointer { argv in
      (environmentVector + [nil]).withUnsafeBufferPointer { envp in
        posix_spawn(&child, executable, &actions, &attributes, argv.baseAddress!, envp.baseAddress!)
      }
    }
    guard spawned == 0 else { throw LaunchError(call: "posix_spawn", code: spawned) }
    for end in writeEnds { close(end) }
    writeEnds = []

    let streams = Self.readToEnd(captured.map(\.read))
    var outcome = Outcome(exited: true, status: 0, output: [], error: [])
    for (index, pipe) in captured.enumerated() {
      if pipe.child == 1 { outcome.output = streams[index] } else { outcome.error = streams[index] }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      guard errno == EINTR else { throw LaunchError(call: "waitpid", code: errno) }
    }
    // The encoding of wait(2)'s status on Linux: the low seven bits name the signal that ended
    // the child (zero when it exited), and the exit status is the next byte.
    let signal = status & 0x7F
    outcome.exited = signal == 0
    outcome.status = signal == 0 ? (status >> 8) & 0xFF : signal
    return outcome
  }

  /// Reads every descriptor to its end, all together, so that a child filling one pipe while
  /// this process waits on another never stalls.
  private static func readToEnd(_ descriptors: [Int32]) -> [[UInt8]] {
    var contents = [[UInt8]](repeating: [], count: descriptors.count)
    var open = Set(descriptors.indices)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
      var polled = open.sorted().map {
        pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&polled, nfds_t(polled.count), -1)
      if ready == -1 {
        if errno == EINTR { continue }
        break
      }
      for (slot, index) in open.sorted().enumerated() where polled[slot].revents != 0 {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptors[index], $0.baseAddress, $0.count)
        }
        if count > 0 {
          contents[index].append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
          open.remove(index)
        }
      }
    }
    return contents
  }

  private func check(_ call: String, _ body: () -> Int32) throws {
    let result = body()
    guard result == 0 else { throw LaunchError(call: call, code: result) }
  }
}
