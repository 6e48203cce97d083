import ArgumentParser
import Dispatch
import Foundation
import IntentsLint
import Synchronization

/// `intents-lint`: checks an app's App Intents sources.
@main
struct IntentsLintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "intents-lint",
    abstract: "Check App Intents sources for what makes Siri, Shortcuts and Spotlight fail.",
    discussion: """
      Reads the Swift files given, and those in the folders given (hidden folders and .build \
      left out), and reports each finding as the compiler reports a diagnostic. Silence a rule \
      on a line with `// intents-lint:disable rule-id` on that line or the one before, or in a \
      file with `// intents-lint:disable-file rule-id`. The exit status is 1 when an error is \
      found (or, with --strict, a warning), 0 otherwise. With --manifest, it prints the app's \
      manifest as the sources declare it — in the shape of the runtime's `manifest` — instead, \
      and notes on standard error what the sources do not say.
      """)

  /// The largest file read: a source file beyond it is reported and skipped.
  static let maximumFileSize = 8 << 20

  @Argument(help: "Swift files and folders to check.")
  var paths: [String] = []

  @Option(help: "How to write the findings: text, json or sarif. (default: text)")
  var format: OutputFormat?

  @Option(name: .customLong("rule"), help: "Apply only this rule (repeatable).")
  var onlyRules: [String] = []

  @Option(name: .customLong("disable"), help: "Leave this rule out (repeatable).")
  var disabledRules: [String] = []

  @Flag(help: "Fail on warnings as well as errors.")
  var strict = false

  @Flag(help: "List the rules, with their rationale and fix, and exit.")
  var listRules = false

  @Flag(help: "Print the app's manifest read from the sources, as JSON, instead of findings.")
  var manifest = false

  @Option(help: "The app's name in the manifest (default: the sources' IntentsHost(name:)).")
  var appName: String?

  func validate() throws {
    for id in onlyRules + disabledRules where LintRules.rule(id: id) == nil {
      let known = LintRules.all.map(\.id)
      let close = known.first { $0.hasPrefix(id.prefix(6)) }
      throw ValidationError(
        "There is no rule ‘\(LintReport.printable(String(id.prefix(100))))’."
          + (close.map { " Did you mean ‘\($0)’?" } ?? "")
          + " Rules: \(known.joined(separator: ", ")).")
    }
    if paths.isEmpty, !listRules {
      throw ValidationError("Name at least one Swift file or folder to check.")
    }
    if manifest {
      // These shape findings, and --manifest prints none.
      let findingsOnly = [
        ("--format", format != nil), ("--rule", !onlyRules.isEmpty),
        ("--disable", !disabledRules.isEmpty), ("--strict", strict),
      ]
      if let (option, _) = findingsOnly.first(where: \.1) {
        throw ValidationError(
          "\(option) applies to findings, and --manifest prints the manifest instead: "
            + "leave one of them out.")
      }
    }
  }

  func run() throws {
    if listRules {
      for rule in LintRules.all {
        print("\(rule.id) (\(rule.severity.rawValue)): \(rule.rationale)\n  Fix: \(rule.fix)")
      }
      return
    }
    var files: [(path: String, source: String)] = []
    var seen: Set<String> = []
    for path in paths {
      // A file named twice (or inside two folders named) is read once.
      for file in try SourceFiles.read(path)
      where seen.insert(URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path).inserted {
        files.append(file)
      }
    }
    if manifest {
      try printManifest(of: files)
      return
    }
    let rules = LintRules.all.filter {
      (onlyRules.isEmpty || onlyRules.contains($0.id)) && !disabledRules.contains($0.id)
    }
    let sources = files
    let findings = Self.onALargeStack { IntentsLinter(rules: rules).lint(sources) }
    let report = LintReport.render(findings, as: (format ?? .text).report)
    FileHandle.standardOutput.write(Data(report.utf8))
    let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    if failing { throw ExitCode.failure }
  }
}

extension IntentsLintCommand {
  /// Prints the manifest the files declare, and on standard error what they do not say.
  func printManifest(of files: [(path: String, source: String)]) throws {
    let appName = appName
    let manifest = Self.onALargeStack { SourceManifest(files, appName: appName) }
    for note in manifest.notes {
      FileHandle.standardError.write(Data("intents-lint: note: \(note)\n".utf8))
    }
    FileHandle.standardOutput.write(Data((try manifest.json() + "\n").utf8))
  }

  /// Runs the work on a thread with a 512 MB stack, and waits for it: swift-syntax walks a
  /// tree recursively, and a deeply nested expression (a long chain of members) would overflow
  /// the main thread's 8 MB.
  static func onALargeStack<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Result?>(nil)
    let thread = Thread {
      result.withLock { $0 = work() }
      done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
    return result.withLock { $0! }
  }
}

/// The report formats, as the command line names them.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, sarif

  var report: LintReport.Format {
    switch self {
    case .text: .text
    case .json: .json
    case .sarif: .sarif
    }
  }
}

/// The Swift files a path names.
enum SourceFiles {
  static func read(_ path: String) throws -> [(path: String, source: String)] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw ValidationError("There is no file or folder ‘\(LintReport.printable(path))’.")
    }
    guard isFolder.boolValue else {
      return try readFile(path, named: true).map { [($0.path, $0.source)] } ?? []
    }
    var found: [(path: String, source: String)] = []
    for file in swiftFiles(in: path) {
      if let read = try readFile(file, named: false) { found.append(read) }
    }
    return found
  }

  /// The `.swift` files under a folder, in path order: hidden folders, `.build` and symbolic
  /// links to folders are not entered.
  private static func swiftFiles(in folder: String) -> [String] {
    // A folder named through a symbolic link is walked (the walk itself does not follow links).
    let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath()
    guard
      let walk = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let url as URL in walk {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
      if values?.isDirectory == true, url.lastPathComponent == ".build" {
        walk.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift", values?.isRegularFile == true else { continue }
      let relative =
        url.path.hasPrefix(root.path + "/")
        ? String(url.path.dropFirst(root.path.count + 1)) : url.lastPathComponent
      files.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }
    return files.sorted()
  }

  /// A regular file's text; `nil` with a note on standard error for a file that is too large
  /// or not a regular file, when it came from a folder walk. One named on the command line
  /// must be readable.
  private static func readFile(
    _ path: String, named: Bool
  ) throws -> (
    path: String, source: String
  )? {
    // A symbolic link is read as the file it points to.
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let attributes = try? FileManager.default.attributesOfItem(atPath: target)
    let type = attributes?[.type] as? FileAttributeType
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let problem: String? =
      type != .typeRegular
      ? "is not a regular file"
      : size > IntentsLintCommand.maximumFileSize
        ? "is larger than \(IntentsLintCommand.maximumFileSize >> 20) MB" : nil
    if let problem {
      let message = "‘\(LintReport.printable(path))’ \(problem)"
      if named { throw ValidationError(message.prefix(1).uppercased() + message.dropFirst() + ".") }
      FileHandle.standardError.write(Data("intents-lint: skipped \(message)\n".utf8))
      return nil
    }
    guard let data = FileManager.default.contents(atPath: target) else {
      let message = "‘\(LintReport.printable(path))’ cannot be read"
      if named { throw ValidationError(message + ".") }
      FileHandle.standardError.write(Data("intents-lint: skipped \(message)\n".utf8))
      return nil
    }
    return (path, String(decoding: data, as: UTF8.self))
  }
}
