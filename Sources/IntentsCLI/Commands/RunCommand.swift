import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `run INTENT --param value…`: runs an intent.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run an intent with its parameters.",
    discussion: """
      Give parameters as --name value (see `describe INTENT`). Text finds an \
      entity by name, and id:X names entity X exactly. Repeat a parameter for \
      a list.

      When text matches several entities, a value is missing, or the intent \
      asks to confirm: in a terminal you are asked (a numbered choice); \
      otherwise the command prints the question with its choices and exits \
      with status 75. Answer it with --answer QUESTION=VALUE, such as \
      --answer choose:landmark=12 or --answer confirm:FindTicketsIntent=yes. \
      A question is never asked twice.

      EXAMPLES:
        run OpenLandmarkIntent --landmark "mount fuji"
        run AddToCollectionIntent --landmark id:12 --collection favorites
        run FindTicketsIntent --landmark matterhorn --quantity 3 --yes
      """)

  @Argument(help: "The intent.") var intent: String
  @OptionGroup var answering: AnswerOptions
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
    let responder = try answering.responder(context.console, json: output.json)
    let (intent, printer) = (intent, SnippetOutput.printer(context.console, json: output.json))
    // Ctrl-C cancels the run: a `CancellableIntent` cleans up, and the command ends with 130.
    let outcome = try await Interruption.cancellingOnInterrupt {
      try await host.run(
        intent: intent, parameters: inputs, responder: responder, onEvent: printer)
    }
    try responder.rethrowRejectedAnswer()
    try RunOutput(console: context.console, json: output.json, command: context.name).write(outcome)
  }
}

/// Confirms every confirmation and answers nothing else.
struct ConfirmingResponder: IntentResponder {
  func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    question.kind == .confirm ? .confirm(true) : nil
  }
}
