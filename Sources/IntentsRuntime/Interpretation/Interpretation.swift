/// What the host understood of something a person said, and what came of it: an intent ran, a
/// question must be answered first, or no App Shortcut phrase matched.
///
/// An OpenIntents addition (``IntentsHost/interpret(_:answers:responder:)``): Siri's front door.
public struct Interpretation: Sendable {
  /// What came of the utterance.
  public enum Outcome: Sendable {
    /// The phrase's intent ran.
    case ran(IntentRunResult)
    /// The intent needs an answer first, such as "which one?" with choices. Interpret the same
    /// utterance again with the answer, keyed by the question's id.
    case needsInput(IntentQuestion)
    /// No phrase matched; ``Interpretation/closestPhrases`` lists what can be said.
    case noMatch
  }

  /// What was said, as given.
  public var utterance: String
  /// What came of it.
  public var outcome: Outcome
  /// The phrase that matched, with the parameters filled from what was said; `nil` with
  /// ``Outcome/noMatch``.
  public var phrase: PhraseMatch?
  /// With ``Outcome/noMatch``, the App Shortcut phrases closest to what was said, best first.
  public var closestPhrases: [String]

  /// The result, when the intent ran.
  public var result: IntentRunResult? {
    if case .ran(let result) = outcome { return result }
    return nil
  }

  /// The question, when the intent needs an answer.
  public var question: IntentQuestion? {
    if case .needsInput(let question) = outcome { return question }
    return nil
  }
}

/// An App Shortcut phrase matched to what a person said.
///
/// An OpenIntents addition.
public struct PhraseMatch: Sendable, Hashable, Codable {
  /// The phrase as understood: the template with the app's name and, for each slot, the words
  /// said for it, such as "Open matterhorn in Landmarks". A slot nothing was said for keeps its
  /// placeholder (the run asks for its value).
  public var text: String
  /// The phrase as written, such as "Open ${landmark} in ${applicationName}".
  public var template: String
  /// The intent the phrase runs.
  public var intent: String
  /// The shortcut's short title, if any.
  public var shortTitle: String?
  /// The parameters the intent runs with: the shortcut's own, and each slot filled from what
  /// was said — an identifier when the words named one of the phrase's values exactly, else
  /// the words as text, searched in Spotlight and the parameter's query.
  public var parameters: [String: ParameterInput]
  /// The words said for each slot, folded.
  public var slotTexts: [String: String]
  /// How closely the words followed the phrase, from 0 to 1.
  public var confidence: Double
}
