import Foundation
import Synchronization

/// A harness built without libFuzzer: it replays inputs and seeded mutations of them through
/// the same test, with no coverage to guide it. `Fuzz/run --replay` runs each harness so over
/// its committed corpus, in the ordinary build, where an instrumented build would cost CI half
/// an hour; a longer, guided campaign is `Fuzz/run` (libFuzzer and AddressSanitizer).
///
///     FuzzX [-mutations=N] [-seed=S] [-dict=FILE] [-max_len=N] [-artifact_prefix=DIR/] PATH...
///
/// Every file named, or in a folder named, is an input; then N mutants (default 1000), each one
/// to five edits of an input drawn by a generator seeded with S (default: drawn at random and
/// printed): a bit flipped, a byte replaced, bytes inserted, erased or repeated, a token of the
/// dictionary (libFuzzer's format) inserted, or the start of one input joined to the end of
/// another. A failed property stops the process as under libFuzzer, saying which input failed,
/// and writes that input to `DIR/crash-…` when an artifact prefix is given (and, while it runs,
/// each input to `DIR/current-input`, for a crash that stops the process before it can say).
struct Replay {
  /// The inputs, in the order given (a folder's files sorted by name).
  var inputs: [(name: String, bytes: [UInt8])] = []
  var mutations = 1000
  var seed = UInt64.random(in: 1...UInt64.max)
  var dictionary: [[UInt8]] = []
  var maximumLength = 4096
  var artifactPrefix: String?

  /// The input under test, for the report of a failed property.
  static let current = Mutex<(name: String, bytes: [UInt8], artifactPrefix: String?)?>(nil)

  /// Reads the command line; throws a message for the person who typed it.
  init(arguments: [String]) throws {
    var paths: [String] = []
    for argument in arguments {
      guard argument.hasPrefix("-") else {
        paths.append(argument)
        continue
      }
      let parts = argument.dropFirst().split(separator: "=", maxSplits: 1)
      let value = parts.count == 2 ? String(parts[1]) : ""
      switch parts.first.map(String.init) ?? "" {
      case "mutations": mutations = try Self.number(value, argument)
      case "seed": seed = try Self.number(value, argument)
      case "max_len": maximumLength = max(1, try Self.number(value, argument))
      case "dict": dictionary = try Self.dictionary(at: value)
      case "artifact_prefix": artifactPrefix = value
      default: throw Failure("unknown option \(argument)")
      }
    }
    guard !paths.isEmpty else { throw Failure("no input: name a corpus folder or files") }
    for path in paths { try read(path) }
    guard !inputs.isEmpty else { throw Failure("no input in \(paths.joined(separator: ", "))") }
  }

  /// Runs every input, then every mutant, through `test`; returns when every property held.
  func run(_ test: Fuzzing.Test) {
    for input in inputs { call(test, name: input.name, bytes: input.bytes) }
    var generator = SplitMix(seed: seed)
    for number in 0..<mutations {
      let bytes = mutant(&generator)
      call(test, name: "mutant \(number + 1) of -seed=\(seed)", bytes: bytes)
    }
    if let artifactPrefix {
      try? FileManager.default.removeItem(atPath: artifactPrefix + "current-input")
    }
    print(
      "replayed \(inputs.count) inputs and \(mutations) mutants of them (-seed=\(seed)):"
        + " every property held")
  }

  /// Runs one input. With an artifact prefix, the input is first written to
  /// `PREFIX/current-input` and its name to standard error, so that a crash the process cannot
  /// report (a trap) still leaves the input that caused it; both are gone once every input
  /// passed.
  private func call(_ test: Fuzzing.Test, name: String, bytes: [UInt8]) {
    let prefix = artifactPrefix
    Self.current.withLock { $0 = (name, bytes, prefix) }
    if let prefix {
      _ = FileManager.default.createFile(atPath: prefix + "current-input", contents: Data(bytes))
      FileHandle.standardError.write(Data("running \(name)\n".utf8))
    }
    _ = bytes.withUnsafeBufferPointer { test($0.baseAddress, $0.count) }
  }

  /// One to five edits of an input.
  func mutant(_ generator: inout SplitMix) -> [UInt8] {
    var bytes = inputs[generator.below(inputs.count)].bytes
    for _ in 0...generator.below(5) {
      let count = bytes.count
      switch generator.below(7) {
      case 0 where count > 0:
        bytes[generator.below(count)] ^= UInt8(1) << UInt8(generator.below(8))
      case 1 where count > 0:
        bytes[generator.below(count)] = Self.notable[generator.below(Self.notable.count)]
      case 2:
        let inserted = (0...generator.below(4)).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        }
        bytes.insert(contentsOf: inserted, at: generator.below(count + 1))
      case 3 where count > 0:
        let start = generator.below(count)
        bytes.removeSubrange(start..<min(count, start + 1 + generator.below(8)))
      case 4 where count > 0:
        let start = generator.below(count)
        let repeated = bytes[start..<min(count, start + 1 + generator.below(16))]
        bytes.insert(contentsOf: repeated, at: generator.below(count + 1))
      case 5 where !dictionary.isEmpty:
        let token = dictionary[generator.below(dictionary.count)]
        bytes.insert(contentsOf: token, at: generator.below(count + 1))
      default:
        let other = inputs[generator.below(inputs.count)].bytes
        bytes =
          Array(bytes.prefix(generator.below(count + 1)))
          + other.suffix(generator.below(other.count + 1))
      }
    }
    return Array(bytes.prefix(maximumLength))
  }

  /// Bytes that readers treat specially.
  private static let notable: [UInt8] =
    Array("\0\n\r\t \"'\\{}[]()<>:,;=&|*-+.0123456789eE%#@".utf8)
    + [0x7F, 0x80, 0xBF, 0xC0, 0xE2, 0xF0, 0xFF]

  private mutating func read(_ path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw Failure("no file or folder \(path)")
    }
    let files =
      isFolder.boolValue
      ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { "\(path)/\($0)" }
      : [path]
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw Failure("cannot read \(file)")
      }
      inputs.append((file, Array(data.prefix(maximumLength))))
    }
  }

  private static func number<Value: FixedWidthInteger>(
    _ text: String, _ argument: String
  ) throws
    -> Value
  {
    guard let value = Value(text), value >= 0 else { throw Failure("not a number: \(argument)") }
    return value
  }

  /// The tokens of a libFuzzer dictionary: one quoted token a line (`"…"` or `name="…"`), with
  /// `\\`, `\"` and `\xNN` escapes; `#` starts a comment.
  static func dictionary(at path: String) throws -> [[UInt8]] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure("cannot read the dictionary \(path)")
    }
    var tokens: [[UInt8]] = []
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      let text = Array(line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
      guard let first = text.first, first != UInt8(ascii: "#") else { continue }
      guard let open = text.firstIndex(of: UInt8(ascii: "\"")),
        let token = unescaped(text[(open + 1)...])
      else { throw Failure("\(path):\(number + 1): not a quoted token") }
      tokens.append(token)
    }
    return tokens
  }

  /// The bytes of a token's text up to its closing quote, or nil when it has none or a bad
  /// escape.
  private static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { return bytes }
      if byte != UInt8(ascii: "\\") {
        bytes.append(byte)
        index += 1
        continue
      }
      guard index + 1 < text.endIndex else { return nil }
      let escaped = text[index + 1]
      if escaped == UInt8(ascii: "x") {
        guard index + 3 < text.endIndex,
          let value = UInt8(
            String(decoding: text[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(value)
        index += 4
      } else {
        bytes.append(escaped)
        index += 2
      }
    }
    return nil
  }

  /// A message for the command line.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

/// SplitMix64: a small generator whose whole sequence follows from its seed.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
