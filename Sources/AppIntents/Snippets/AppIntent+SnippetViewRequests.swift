public import SwiftUI

// Confirmations and choices shown with a SwiftUI view, as Apple's SwiftUI overlay of App Intents
// declares them. The view is built and not drawn (see "Intents on Linux"): the question is asked
// as its view-less form asks it, with its dialog.

extension AppIntent {
  /// Asks the person to confirm the action with a view shown; throws when they decline.
  public func requestConfirmation<Content>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
    @ViewBuilder content: () -> Content
  ) async throws where Content: View {
    _ = content()
    var request = IntentConfirmationRequest(
      parameter: nil, item: nil, dialog: dialog ?? IntentDialog(Self.title),
      actionName: actionName, conditions: conditions)
    request.showPrompt = showDialogAsPrompt
    let interaction = try IntentInteraction.require("confirm \(Self.self)")
    if !(try await interaction.requestConfirmation(request)) { throw AppIntentError.declined }
  }

  /// Asks the person to choose one of several options with a view shown, and returns the
  /// choice.
  public func requestChoice<Content>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil,
    @ViewBuilder content: () -> Content
  ) async throws -> IntentChoiceOption where Content: View {
    _ = content()
    return try await requestChoice(between: options, dialog: dialog)
  }

  /// Asks the person to choose one of several options with a view shown, and returns the
  /// choice.
  public func requestChoice<Content>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: Content
  ) async throws -> IntentChoiceOption where Content: View {
    try await requestChoice(between: options, dialog: dialog)
  }
}

extension IntentParameter {
  /// Asks the person to confirm a value with a view shown; returns whether they did.
  public func requestConfirmation<ViewType>(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil,
    @ViewBuilder view: () -> ViewType
  ) async throws -> Bool where ViewType: View {
    _ = view()
    return try await requestConfirmation(for: itemToConfirm, dialog: dialog)
  }

  /// Asks the person to confirm a value with a view shown; returns whether they did.
  public func requestConfirmation<ViewType>(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil, view: ViewType
  ) async throws -> Bool where ViewType: View {
    try await requestConfirmation(for: itemToConfirm, dialog: dialog)
  }
}

extension IntentParameterContext {
  /// Asks the person to confirm a value with a view shown; returns whether they did.
  public func requestConfirmation<ViewType>(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil,
    @ViewBuilder view: () -> ViewType
  ) async throws -> Bool where ViewType: View {
    _ = view()
    return try await requestConfirmation(for: itemToConfirm, dialog: dialog)
  }

  /// Asks the person to confirm a value with a view shown; returns whether they did.
  public func requestConfirmation<ViewType>(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil, view: ViewType
  ) async throws -> Bool where ViewType: View {
    try await requestConfirmation(for: itemToConfirm, dialog: dialog)
  }
}
