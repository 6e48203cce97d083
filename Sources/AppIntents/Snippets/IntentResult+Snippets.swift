// Results that show a snippet intent, results with an action button, and (an OpenIntents
// addition) the results a snippet intent itself returns on Linux, where there are no views.

extension IntentResult {
  /// A result that shows a snippet intent: the system runs it and shows what it returns.
  public static func result(snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
    IntentResultContainer(snippetIntent: snippetIntent)
  }

  /// A result that returns a value and shows a snippet intent.
  public static func result<Value>(
    value: Value, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, Never>,
    Value: _IntentValue
  {
    IntentResultContainer(value: value, snippetIntent: snippetIntent)
  }

  /// A result that returns a value, opens another intent and shows a snippet intent.
  public static func result<Value>(
    value: Value, opensIntent: some AppIntent,
    snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, Never>,
    Value: _IntentValue
  {
    IntentResultContainer(value: value, openedIntent: opensIntent, snippetIntent: snippetIntent)
  }

  /// A result that returns a value, opens another intent, says something and shows a snippet
  /// intent.
  public static func result<Value>(
    value: Value, opensIntent: some AppIntent, dialog: IntentDialog,
    snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, IntentDialog>,
    Value: _IntentValue
  {
    IntentResultContainer(
      value: value, dialog: dialog, openedIntent: opensIntent, snippetIntent: snippetIntent)
  }

  /// A result that returns a value, says something and shows a snippet intent.
  public static func result<Value>(
    value: Value, dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, IntentDialog>,
    Value: _IntentValue
  {
    IntentResultContainer(value: value, dialog: dialog, snippetIntent: snippetIntent)
  }

  /// A result that opens another intent and shows a snippet intent.
  public static func result(
    opensIntent: some AppIntent, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
    IntentResultContainer(openedIntent: opensIntent, snippetIntent: snippetIntent)
  }

  /// A result that opens another intent, says something and shows a snippet intent.
  public static func result(
    opensIntent: some AppIntent, dialog: IntentDialog,
    snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
    IntentResultContainer(dialog: dialog, openedIntent: opensIntent, snippetIntent: snippetIntent)
  }

  /// A result that says something and shows a snippet intent.
  public static func result(
    dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
    IntentResultContainer(dialog: dialog, snippetIntent: snippetIntent)
  }
}

extension IntentResult {
  /// A result with a button that runs another intent.
  public static func result<Intent>(actionButtonIntent: Intent) -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never>, Intent: AppIntent {
    IntentResultContainer(actionButtonIntent: actionButtonIntent)
  }

  /// A result that says something, with a button that runs another intent.
  public static func result<Intent>(actionButtonIntent: Intent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog>, Intent: AppIntent {
    IntentResultContainer(dialog: dialog, actionButtonIntent: actionButtonIntent)
  }

  /// A result that returns a value, with a button that runs another intent.
  public static func result<Value, Intent>(value: Value, actionButtonIntent: Intent) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(value: value, actionButtonIntent: actionButtonIntent)
  }

  /// A result that returns a value and says something, with a button that runs another intent.
  public static func result<Value, Intent>(
    value: Value, actionButtonIntent: Intent, dialog: IntentDialog
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(value: value, dialog: dialog, actionButtonIntent: actionButtonIntent)
  }

  /// A result about a live activity, with a button that runs another intent.
  public static func result<Intent>(
    actionButtonIntent: Intent, activityIdentifier: String
  )
    -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never>, Intent: AppIntent {
    IntentResultContainer(
      actionButtonIntent: actionButtonIntent, activityIdentifier: activityIdentifier)
  }

  /// A result about a live activity that says something, with a button that runs another
  /// intent.
  public static func result<Intent>(
    actionButtonIntent: Intent, activityIdentifier: String, dialog: IntentDialog
  ) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog>, Intent: AppIntent {
    IntentResultContainer(
      dialog: dialog, actionButtonIntent: actionButtonIntent,
      activityIdentifier: activityIdentifier)
  }

  /// A result about a live activity that returns a value, with a button that runs another
  /// intent.
  public static func result<Value, Intent>(
    value: Value, actionButtonIntent: Intent, activityIdentifier: String
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(
      value: value, actionButtonIntent: actionButtonIntent,
      activityIdentifier: activityIdentifier)
  }

  /// A result about a live activity that returns a value and says something, with a button
  /// that runs another intent.
  public static func result<Value, Intent>(
    value: Value, actionButtonIntent: Intent, activityIdentifier: String, dialog: IntentDialog
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(
      value: value, dialog: dialog, actionButtonIntent: actionButtonIntent,
      activityIdentifier: activityIdentifier)
  }
}

extension IntentResult {
  /// What a snippet intent shows on Linux: a dialog. Apple's snippet intents return
  /// `.result(view:)` with a SwiftUI view, which Linux does not have; the OpenIntents runtime
  /// shows a snippet as its dialog, value and parameters. This is an OpenIntents addition.
  public static func snippet(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
    IntentResultContainer(dialog: dialog)
  }

  /// What a snippet intent shows on Linux: a value. This is an OpenIntents addition.
  public static func snippet<Value>(value: Value) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never>, Value: _IntentValue
  {
    IntentResultContainer(value: value)
  }

  /// What a snippet intent shows on Linux: a value and a dialog. This is an OpenIntents
  /// addition.
  public static func snippet<Value>(value: Value, dialog: IntentDialog) -> Self
  where
    Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog>,
    Value: _IntentValue
  {
    IntentResultContainer(value: value, dialog: dialog)
  }
}
