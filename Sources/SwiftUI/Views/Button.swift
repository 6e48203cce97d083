/// A control that runs an action: `Button("Refresh") { reload() }`.
///
/// Nothing presses a button on Linux: the action is kept and never called. For a button that
/// runs an intent, App Intents' `Button(intent:)` names the intent, which the system can run.
public struct Button<Label: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The button's label.
  public let label: Label
  /// What the button does when pressed.
  let action: () -> Void

  /// A button with an action and a label built from views.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// A button with a role, an action and a label built from views.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
  }
}

extension Button where Label == Text {
  /// A button with a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button with a title shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a localized title and a role.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
}

/// What a button does, for the system to style it.
public struct ButtonRole: Equatable, Sendable {
  let name: String

  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}
