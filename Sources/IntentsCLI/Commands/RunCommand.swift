import ArgumentParser
import IntentsRuntime

/// `run INTENT --param value…`: runs an intent.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run an intent with its parameters.",
    discussion: """
      Give parameters as --name value (see `describe INTENT`). Text finds an entity by name, \
      and id:X names entity X exactly. Repeat a parameter for a list.

      When text matches several entities, or a value is missing, or the intent asks to \
      confirm: in a terminal you are asked (a numbered choice); otherwise the command prints \
      the question with its choices and exits with status 75. Answer it with \
      --answer QUESTION=VALUE, e.g. --answer choose:landmark=12 or \
      --answer confirm:FindTicketsIntent=yes. A question is never asked twice.

      EXAMPLES:
        run OpenLandmarkIntent --landmark "mount fuji"
        run AddToCollectionIntent --landmark id:12 --collection favorites
        run FindTicketsIntent --landmark matterhorn --quantity 3 --yes
      """)

  @Argument(help: "The intent.") var intent: String
  @Option(
    name: .long, help: ArgumentHelp("An answer to a question: QUESTION=VALUE.", valueName: "answer")
  )
  var answer: [String] = []
  @Flag(name: .long, help: "Confirm every confirmation without asking.") var yes = false
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The parameters: --name value…", valueName: "parameters"))
  var parameters: [String] = []

  func run() async throws {
    let context = CommandContext.required
    let host = try await host.makeHost()
    let description = try host.describe(intent: intent)
    let inputs = try ParameterArguments.parse(parameters, for: description)
    let answers = try ParameterArguments.answers(answer)
    let outcome = try await host.run(
      intent: intent, parameters: inputs, answers: answers,
      responder: Self.responder(context.console, yes: yes, json: output.json))
    try RunOutput(console: context.console, json: output.json, command: context.name).write(outcome)
  }

  /// The terminal responder when a person can answer; a confirming one for `--yes`.
  static func responder(_ console: Console, yes: Bool, json: Bool) -> (any IntentResponder)? {
    if console.isInteractive, !json { return TerminalResponder(console: console, confirmAll: yes) }
    return yes ? ConfirmingResponder() : nil
  }
}

/// Confirms every confirmation and answers nothing else.
struct ConfirmingResponder: IntentResponder {
  func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    question.kind == .confirm ? .confirm(true) : nil
  }
}
