// Confirmations and choices an intent asks for from inside `perform()`.

extension AppIntent {
  /// Asks the person to confirm the action; throws when they decline.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {
    try await confirm(
      IntentConfirmationRequest(
        parameter: nil, item: nil, dialog: dialog, actionName: actionName,
        conditions: conditions))
  }

  /// Asks the person to confirm the action with the intent's own title; throws when they
  /// decline.
  public func requestConfirmation() async throws {
    try await requestConfirmation(dialog: IntentDialog(Self.title))
  }

  /// Asks the person to confirm the result the intent is about to give; throws when they
  /// decline.
  public func requestConfirmation<Result>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws where Result: IntentResult {
    var request = IntentConfirmationRequest(
      parameter: nil, item: nil, dialog: nil, actionName: confirmationActionName)
    request.result = IntentResultParts(of: result)
    request.showPrompt = showPrompt
    try await confirm(request)
  }

  /// Asks the person to confirm the output the intent is about to give; throws when they
  /// decline.
  public func requestConfirmation<Result>(
    output: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws where Result: IntentResult {
    try await requestConfirmation(
      result: output, confirmationActionName: confirmationActionName, showPrompt: showPrompt)
  }

  /// Asks the person to confirm with a snippet shown, and returns the value the snippet
  /// intent gave; throws when they decline.
  public func requestConfirmation<Snippet>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
  ) async throws -> Snippet.PerformResult.Value
  where Snippet: SnippetIntent, Snippet.PerformResult: ReturnsValue {
    let snippet = try await confirm(
      snippetIntent, conditions: conditions, actionName: actionName, dialog: dialog,
      showDialogAsPrompt: showDialogAsPrompt)
    guard let value = snippet.value as? Snippet.PerformResult.Value else {
      throw AppIntentError(
        "invalidValue", "The snippet \(Snippet.self) returned no value to confirm.")
    }
    return value
  }

  /// Asks the person to confirm with a snippet shown; throws when they decline.
  public func requestConfirmation<Snippet>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
  ) async throws where Snippet: SnippetIntent {
    _ = try await confirm(
      snippetIntent, conditions: conditions, actionName: actionName, dialog: dialog,
      showDialogAsPrompt: showDialogAsPrompt)
  }

  private func confirm(
    _ snippetIntent: some SnippetIntent, conditions: ConfirmationConditions,
    actionName: ConfirmationActionName, dialog: IntentDialog?, showDialogAsPrompt: Bool
  ) async throws -> IntentResultParts {
    let interaction = try IntentInteraction.require("confirm \(Self.self)")
    let snippet = try await interaction.runSnippet(snippetIntent)
    var request = IntentConfirmationRequest(
      parameter: nil, item: nil, dialog: dialog, actionName: actionName, conditions: conditions)
    request.snippetIntent = snippetIntent
    request.snippet = snippet
    request.showPrompt = showDialogAsPrompt
    try await confirm(request, interaction)
    return snippet
  }

  private func confirm(
    _ request: IntentConfirmationRequest,
    _ interaction: (any IntentInteractionHandler)? = nil
  ) async throws {
    let interaction = try interaction ?? IntentInteraction.require("confirm \(Self.self)")
    if !(try await interaction.requestConfirmation(request)) { throw AppIntentError.declined }
  }

  /// Asks the person to choose one of several options and returns the choice.
  public func requestChoice(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil
  )
    async throws -> IntentChoiceOption
  {
    let interaction = try IntentInteraction.require("choose between options")
    let index = try await interaction.requestChoice(between: options, dialog: dialog)
    guard options.indices.contains(index) else { throw AppIntentError.declined }
    return options[index]
  }
}

/// When the system must ask for confirmation even if the intent would not.
public struct ConfirmationConditions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates conditions from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// When the input came from an uncertain source, such as speech.
  public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1)
}

/// The verb of a confirmation: "Continue", "Search", "Buy"…
public struct ConfirmationActionName: Sendable, Hashable {
  /// The label of the button that confirms.
  public let acceptLabel: LocalizedStringResource
  /// The label of the button that declines.
  public let denyLabel: LocalizedStringResource
  /// Whether the action destroys something.
  public let isDestructive: Bool

  private init(_ accept: LocalizedStringResource, deny: LocalizedStringResource = "Cancel") {
    acceptLabel = accept
    denyLabel = deny
    isDestructive = false
  }

  private init(
    accept: LocalizedStringResource, deny: LocalizedStringResource, destructive: Bool
  ) {
    acceptLabel = accept
    denyLabel = deny
    isDestructive = destructive
  }

  /// A verb of the app's own.
  public static func custom(
    acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
    denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
    destructive: Bool = false
  ) -> ConfirmationActionName {
    ConfirmationActionName(accept: acceptLabel, deny: denyLabel, destructive: destructive)
  }

  /// "Add".
  public static var add: Self { Self("Add") }
  /// "Add Data".
  public static var addData: Self { Self("Add Data") }
  /// "Check In".
  public static var checkIn: Self { Self("Check In") }
  /// "Download".
  public static var download: Self { Self("Download") }
  /// "Filter".
  public static var filter: Self { Self("Filter") }
  /// "Get".
  public static var get: Self { Self("Get") }
  /// "Log".
  public static var log: Self { Self("Log") }
  /// "Play Sound".
  public static var playSound: Self { Self("Play Sound") }
  /// "Post".
  public static var post: Self { Self("Post") }
  /// "Request".
  public static var request: Self { Self("Request") }
  /// "Start Navigation".
  public static var startNavigation: Self { Self("Start Navigation") }
  /// "Toggle".
  public static var toggle: Self { Self("Toggle") }
  /// "Turn Off".
  public static var turnOff: Self { Self("Turn Off") }
  /// "Turn On".
  public static var turnOn: Self { Self("Turn On") }
  /// "Book".
  public static var book: Self { Self("Book") }
  /// "Buy".
  public static var buy: Self { Self("Buy") }
  /// "Call".
  public static var call: Self { Self("Call") }
  /// "Continue".
  public static var `continue`: Self { Self("Continue") }
  /// "Create".
  public static var create: Self { Self("Create") }
  /// "Do it".
  public static var `do`: Self { Self("Do It") }
  /// "Find".
  public static var find: Self { Self("Find") }
  /// "Go".
  public static var go: Self { Self("Go") }
  /// "Open".
  public static var open: Self { Self("Open") }
  /// "Order".
  public static var order: Self { Self("Order") }
  /// "Pay".
  public static var pay: Self { Self("Pay") }
  /// "Play".
  public static var play: Self { Self("Play") }
  /// "Run".
  public static var run: Self { Self("Run") }
  /// "Search".
  public static var search: Self { Self("Search") }
  /// "Send".
  public static var send: Self { Self("Send") }
  /// "Set".
  public static var set: Self { Self("Set") }
  /// "Share".
  public static var share: Self { Self("Share") }
  /// "Start".
  public static var start: Self { Self("Start") }
  /// "View".
  public static var view: Self { Self("View") }
}

/// One option of ``AppIntent/requestChoice(between:dialog:)``.
public struct IntentChoiceOption: Equatable, Sendable {
  /// The option's text.
  public let title: LocalizedStringResource
  /// How the option is shown.
  public let style: Style

  /// An option.
  public init(title: LocalizedStringResource, style: Style = .default) {
    self.title = title
    self.style = style
  }

  /// The standard cancel option.
  public static var cancel: IntentChoiceOption {
    IntentChoiceOption(title: "Cancel", style: .cancel)
  }

  /// How an option is shown.
  public struct Style: Equatable, Hashable, Sendable {
    let name: String
    /// A plain option.
    public static var `default`: Style { Style(name: "default") }
    /// The option that cancels.
    public static var cancel: Style { Style(name: "cancel") }
    /// An option that destroys something.
    public static var destructive: Style { Style(name: "destructive") }
  }
}
