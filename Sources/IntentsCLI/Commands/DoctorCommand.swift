import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `doctor`: the app's queries called as Siri, Shortcuts and Spotlight would call them, and
/// what breaks them.
struct DoctorCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract:
      "Call every entity query as Siri, Shortcuts and Spotlight would, and report what breaks it.",
    discussion: """
      For each entity type: a query that cannot match text for an entity an intent's \
      parameter takes, suggestions that are empty, identifiers that do not resolve \
      back to the same entity, entities(for:) losing or reordering identifiers, a string \
      query that cannot find an entity by its own title, a property query whose answers \
      break its own conditions, sort or limit, an enumerable query that lists too many, \
      and calls slower than --slow-query-milliseconds. Each finding names its rule, shared \
      with intents-lint where both check the same thing.

      The exit status is 0 when nothing of severity error was found (nor, with --strict, \
      of severity warning), and \(ExitStatus.findings) otherwise.

      EXAMPLES:
        doctor
        doctor --types LandmarkEntity --sample 50 --slow-query-milliseconds 200
      """)

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The entity types to examine, separated by commas (default: every type).",
      valueName: "types"))
  var types: String?
  @Option(
    name: .long,
    help: ArgumentHelp(
      "How many entities of each type to resolve again and search for, 0 to "
        + "\(DoctorRequest.maximumSample) (default 20).", valueName: "count"))
  var sample: String?
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most entities an enumerable query should list (default 500).", valueName: "count"))
  var maximumEnumerable: String?
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A query call slower than this is reported (default 1000).", valueName: "milliseconds"))
  var slowQueryMilliseconds: String?
  @Flag(name: .long, help: "Exit with status \(ExitStatus.findings) on warnings too.")
  var strict = false
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    // The options are read as HTTP reads its query and MCP its arguments: the same mistake
    // gets the same error.
    var text: [String: String] = [:]
    text["types"] = types
    text["sample"] = sample
    text["maximumEnumerable"] = maximumEnumerable
    text["slowQueryMilliseconds"] = slowQueryMilliseconds
    let request = try DoctorRequest(text: text)
    let report = try await DoctorReport(host: host.makeHost(), request: request)
    if output.json {
      console.print(report.json(redacting: false).prettyPrinted)
    } else {
      console.print(Self.text(of: report))
    }
    if report.count(.error) > 0 || (strict && report.count(.warning) > 0) {
      throw ExitCode(ExitStatus.findings)
    }
  }

  /// The report for people: a line per finding in the compiler's manner, its fix beneath it,
  /// then a summary.
  static func text(of report: DoctorReport) -> String {
    var lines: [String] = []
    for finding in report.findings {
      lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
      if let detail = finding.detail { lines.append("  error: \(detail)") }
      lines.append("  fix: \(finding.fix)")
    }
    let types = report.types.isEmpty ? "no types" : report.types.joined(separator: ", ")
    if report.findings.isEmpty {
      lines.append("Nothing found wrong in \(types).")
    } else {
      func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
      }
      lines.append(
        "Examined \(types): \(counted(report.count(.error), "error")), "
          + "\(counted(report.count(.warning), "warning")), "
          + "\(counted(report.count(.remark), "remark")).")
    }
    return lines.joined(separator: "\n")
  }
}
