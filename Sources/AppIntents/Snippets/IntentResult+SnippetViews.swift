public import SwiftUI

// Results that show a SwiftUI view, as Apple's SwiftUI overlay of App Intents declares them. The
// view compiles and is built, but nothing draws it on Linux: the system shows the result's
// dialog, value and parameters, as it shows any result (see "Intents on Linux").

extension IntentResult {
  /// A result that shows a view.
  public static func result<Content>(view: Content = EmptyView()) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never>, Content: View
  {
    IntentResultContainer()
  }

  /// A result that shows the view the closure builds.
  public static func result<Content>(@ViewBuilder content: () -> Content) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never>, Content: View
  {
    _ = content()
    return IntentResultContainer()
  }

  /// A result that returns a value and shows a view.
  public static func result<Value, Content>(value: Value, view: Content = EmptyView()) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never>,
    Value: _IntentValue, Content: View
  {
    IntentResultContainer(value: value)
  }

  /// A result that returns a value and shows the view the closure builds.
  public static func result<Value, Content>(
    value: Value, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never>,
    Value: _IntentValue, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value)
  }

  /// A result that returns a value, opens another intent and shows a view.
  @_disfavoredOverload
  public static func result<Value, OpensAppIntent, Content>(
    value: Value, opensIntent: OpensAppIntent, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, Never>,
    Value: _IntentValue, OpensAppIntent: AppIntent, Content: View
  {
    IntentResultContainer(value: value, opensIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent and shows a view.
  public static func result<Value, Content>(
    value: Value, opensIntent: some AppIntent, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never>,
    Value: _IntentValue, Content: View
  {
    IntentResultContainer(value: value, openedIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent and shows the view the closure builds.
  @_disfavoredOverload
  public static func result<Value, OpensAppIntent, Content>(
    value: Value, opensIntent: OpensAppIntent, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, Never>,
    Value: _IntentValue, OpensAppIntent: AppIntent, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value, opensIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent and shows the view the closure builds.
  public static func result<Value, Content>(
    value: Value, opensIntent: some AppIntent, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never>,
    Value: _IntentValue, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value, openedIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent, says something and shows a view.
  @_disfavoredOverload
  public static func result<Value, OpensAppIntent, Content>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, OpensAppIntent: AppIntent, Content: View
  {
    IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent, says something and shows a view.
  public static func result<Value, Content>(
    value: Value, opensIntent: some AppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, Content: View
  {
    IntentResultContainer(value: value, dialog: dialog, openedIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent, says something and shows the view
  /// the closure builds.
  @_disfavoredOverload
  public static func result<Value, OpensAppIntent, Content>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog,
    @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, OpensAppIntent: AppIntent, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent, says something and shows the view
  /// the closure builds.
  public static func result<Value, Content>(
    value: Value, opensIntent: some AppIntent, dialog: IntentDialog,
    @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value, dialog: dialog, openedIntent: opensIntent)
  }

  /// A result that returns a value, says something and shows a view.
  public static func result<Value, Content>(
    value: Value, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, Content: View
  {
    IntentResultContainer(value: value, dialog: dialog)
  }

  /// A result that returns a value, says something and shows the view the closure builds.
  public static func result<Value, Content>(
    value: Value, dialog: IntentDialog, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue, Content: View
  {
    _ = content()
    return IntentResultContainer(value: value, dialog: dialog)
  }

  /// A result that opens another intent and shows a view.
  @_disfavoredOverload
  public static func result<OpensAppIntent, Content>(
    opensIntent: OpensAppIntent, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, Never>,
    OpensAppIntent: AppIntent, Content: View
  {
    IntentResultContainer(opensIntent: opensIntent)
  }

  /// A result that opens another intent and shows a view.
  public static func result<Content>(
    opensIntent: some AppIntent, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never>, Content: View
  {
    IntentResultContainer(openedIntent: opensIntent)
  }

  /// A result that opens another intent and shows the view the closure builds.
  @_disfavoredOverload
  public static func result<OpensAppIntent, Content>(
    opensIntent: OpensAppIntent, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, Never>,
    OpensAppIntent: AppIntent, Content: View
  {
    _ = content()
    return IntentResultContainer(opensIntent: opensIntent)
  }

  /// A result that opens another intent and shows the view the closure builds.
  public static func result<Content>(
    opensIntent: some AppIntent, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never>, Content: View
  {
    _ = content()
    return IntentResultContainer(openedIntent: opensIntent)
  }

  /// A result that opens another intent, says something and shows a view.
  @_disfavoredOverload
  public static func result<OpensAppIntent, Content>(
    opensIntent: OpensAppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, IntentDialog>,
    OpensAppIntent: AppIntent, Content: View
  {
    IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
  }

  /// A result that opens another intent, says something and shows a view.
  public static func result<Content>(
    opensIntent: some AppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog>,
    Content: View
  {
    IntentResultContainer(dialog: dialog, openedIntent: opensIntent)
  }

  /// A result that opens another intent, says something and shows the view the closure builds.
  @_disfavoredOverload
  public static func result<OpensAppIntent, Content>(
    opensIntent: OpensAppIntent, dialog: IntentDialog, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, IntentDialog>,
    OpensAppIntent: AppIntent, Content: View
  {
    _ = content()
    return IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
  }

  /// A result that opens another intent, says something and shows the view the closure builds.
  public static func result<Content>(
    opensIntent: some AppIntent, dialog: IntentDialog, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog>,
    Content: View
  {
    _ = content()
    return IntentResultContainer(dialog: dialog, openedIntent: opensIntent)
  }

  /// A result that says something and shows a view.
  public static func result<Content>(dialog: IntentDialog, view: Content = EmptyView()) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog>,
    Content: View
  {
    IntentResultContainer(dialog: dialog)
  }

  /// A result that says something and shows the view the closure builds.
  public static func result<Content>(
    dialog: IntentDialog, @ViewBuilder content: () -> Content
  ) -> Self
  where
    Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog>,
    Content: View
  {
    _ = content()
    return IntentResultContainer(dialog: dialog)
  }
}
