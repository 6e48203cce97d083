import AppIntents
import Foundation

/// Runs snippet intents and turns what they show into ``IntentSnippet``s.
struct SnippetRendering: Sendable {
  let dependencies: AppDependencyManager?

  /// Runs a snippet intent with its dependencies and returns what its `perform()` returned.
  func run(_ intent: any AppIntent) async throws -> IntentResultParts {
    try await scoped {
      try await Invocation.prepareDependencies(
        of: intent, type: type(of: intent).persistentIdentifier)
      return try await Self.perform(intent)
    }
  }

  /// The snippet's content from what it returned.
  static func content(_ intent: any AppIntent, _ parts: IntentResultParts) -> IntentSnippet {
    let type = type(of: intent)
    return IntentSnippet(
      intent: type.persistentIdentifier, title: String(localized: type.title),
      parameters: IntentParameters.values(of: IntentParameters.of(intent)),
      dialog: parts.dialog?.text, value: parts.value.map(ValueEncoding.json),
      summary: SummaryText.render(intent))
  }

  /// Runs a snippet intent and returns its content; a failure is an error naming the snippet.
  func render(_ intent: any AppIntent) async throws -> IntentSnippet {
    do {
      return Self.content(intent, try await run(intent))
    } catch let error as IntentsError {
      throw error
    } catch {
      throw IntentsError(
        IntentsError.intentFailed,
        "The snippet \(type(of: intent).persistentIdentifier) failed: \(String(describing: error))")
    }
  }

  private static func perform<Intent: AppIntent>(
    _ intent: Intent
  ) async throws
    -> IntentResultParts
  {
    IntentResultParts(of: try await intent.perform())
  }

  private func scoped<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    guard let dependencies else { return try await operation() }
    return try await AppDependencyManager.$current.withValue(dependencies, operation: operation)
  }
}

/// Renders parameter summaries against intents.
enum SummaryText {
  /// The intent's summary sentence with its current values, if it has one.
  static func render(
    _ intent: any AppIntent, widgetFamily: IntentWidgetFamily = .systemMedium
  ) -> String? {
    let summary = type(of: intent).anySummary
    return (summary as? any ParameterSummaryRendering)?.renderedSentence(
      for: intent, in: ParameterSummaryContext(widgetFamily: widgetFamily))
  }

  /// The names of the parameters the summary lists below its sentence.
  static func additionalParameters(_ intent: any AppIntent) -> [String] {
    let summary = type(of: intent).anySummary
    return (summary as? any ParameterSummaryRendering)?.additionalParameterNames(
      for: intent, in: ParameterSummaryContext()) ?? []
  }
}

extension AppIntent {
  /// The parameter summary, whatever its type.
  static var anySummary: Any { parameterSummary }
}
