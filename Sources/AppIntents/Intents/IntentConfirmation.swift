// Confirmations and choices an intent asks for from inside `perform()`.

extension AppIntent {
  /// Asks the person to confirm the action; throws when they decline.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {
    let interaction = try IntentInteraction.require("confirm \(Self.self)")
    let confirmed = try await interaction.requestConfirmation(
      IntentConfirmationRequest(parameter: nil, item: nil, dialog: dialog, actionName: actionName))
    if !confirmed { throw AppIntentError.declined }
  }

  /// Asks the person to confirm the action with the intent's own title; throws when they
  /// decline.
  public func requestConfirmation() async throws {
    try await requestConfirmation(dialog: IntentDialog(Self.title))
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
