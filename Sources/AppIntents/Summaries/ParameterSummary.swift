/// A sentence that describes an intent with its parameters, such as "Open ‹Landmark›" — plain,
/// or chosen by conditions on the parameters' values (`When`, `Switch`).
///
/// The OpenIntents runtime renders the summary against the intent's actual values for the
/// CLI's `describe` and run lists, and for HTTP and MCP descriptions.
public protocol ParameterSummary {
  /// The intent the summary describes.
  associatedtype Intent: AppIntent
}

/// A case of a `Switch` in a parameter summary.
public protocol _ParameterSummarySwitchCase {
  /// The intent the summary describes.
  associatedtype Intent: AppIntent
  /// The value type switched on.
  associatedtype Value: _IntentValue
  /// The summary of the case.
  associatedtype Summary: ParameterSummary
}

/// Where a summary is rendered: the widget size it is shown in, if any.
package struct ParameterSummaryContext: Sendable {
  /// The widget family, for `When(widgetFamily:)` and `Switch(.widgetFamily)`.
  package var widgetFamily: IntentWidgetFamily = .systemMedium
  /// Whether parameters without a value are shown as their titles in angle quotes (for a
  /// description) rather than skipped.
  package init(widgetFamily: IntentWidgetFamily = .systemMedium) {
    self.widgetFamily = widgetFamily
  }
}

/// A parameter summary the runtime can render against an intent.
package protocol ParameterSummaryRendering {
  /// The sentence for the intent's current values, or `nil` when the summary has none (or the
  /// intent is not the summary's).
  func renderedSentence(for intent: any AppIntent, in context: ParameterSummaryContext) -> String?
  /// The names of the parameters the summary lists below its sentence.
  func additionalParameterNames(
    for intent: any AppIntent, in context: ParameterSummaryContext
  )
    -> [String]
}

extension ParameterSummaryRendering {
  /// No additional parameters.
  package func additionalParameterNames(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> [String] { [] }
}

extension Never: ParameterSummary {
  /// Never describes an intent.
  public typealias Intent = Never
}

/// A rendered summary of either branch, kept as a closure over the intent's type.
struct SummaryRenderer<Intent: AppIntent> {
  let sentence: (Intent, ParameterSummaryContext) -> String?
  let additional: (Intent, ParameterSummaryContext) -> [String]

  init<Summary: ParameterSummary>(_ summary: Summary) {
    sentence = { intent, context in
      (summary as? any ParameterSummaryRendering)?.renderedSentence(for: intent, in: context)
    }
    additional = { intent, context in
      (summary as? any ParameterSummaryRendering)?.additionalParameterNames(
        for: intent, in: context) ?? []
    }
  }
}
