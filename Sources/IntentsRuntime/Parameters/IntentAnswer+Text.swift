import Foundation

extension IntentAnswer {
  /// The words that confirm a ``IntentQuestion/Kind/confirm`` question, lower-cased.
  static let confirmingWords: Set<String> = ["y", "yes", "true", "1"]
  /// The words that decline a ``IntentQuestion/Kind/confirm`` question, lower-cased.
  static let decliningWords: Set<String> = ["n", "no", "false", "0"]

  /// Reads an answer to a question from text, as a person types it at a prompt or after
  /// `--answer QUESTION=` on a command line, by the kind of question asked.
  ///
  /// - ``IntentQuestion/Kind/confirm``: `y`, `yes`, `true` or `1` confirm; `n`, `no`, `false`
  ///   or `0` decline; case is ignored.
  /// - ``IntentQuestion/Kind/chooseValue`` and ``IntentQuestion/Kind/chooseOption``: the
  ///   ``IntentQuestion/Option/id`` of one of the question's options, exactly. A position in
  ///   the list is not accepted, because option ids are often numbers themselves (entity
  ///   identifiers such as `12`), and a number that could be either would be ambiguous; a
  ///   numbered menu maps its numbers to ids itself.
  /// - ``IntentQuestion/Kind/provideValue``: the text as the value (``ParameterInput/text(_:)``),
  ///   which the run parses, matches or searches as it does a parameter given as text.
  ///
  /// Leading and trailing spaces are ignored.
  ///
  /// ```swift
  /// let answer = try IntentAnswer(text: "yes", for: question)  // .confirm(true) for a confirm
  /// ```
  ///
  /// This is an OpenIntents addition.
  ///
  /// - Throws: ``IntentsError/invalidValue`` when the text does not answer the question: a
  ///   word that is not yes or no, an id that is not one of the options, or no text at all.
  public init(text: String, for question: IntentQuestion) throws(IntentsError) {
    let text = text.trimmingCharacters(in: .whitespaces)
    switch question.kind {
    case .confirm:
      if Self.confirmingWords.contains(text.lowercased()) {
        self = .confirm(true)
      } else if Self.decliningWords.contains(text.lowercased()) {
        self = .confirm(false)
      } else {
        throw IntentsError(
          IntentsError.invalidValue,
          "“\(text)” does not answer “\(question.prompt)”; answer yes or no.",
          allowed: ["yes", "no"])
      }
    case .chooseValue, .chooseOption:
      guard question.options.contains(where: { $0.id == text }) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "“\(text)” is not one of the options of “\(question.prompt)”; answer with an option's id.",
          allowed: question.options.map(\.id))
      }
      self = .option(text)
    case .provideValue:
      guard !text.isEmpty else {
        throw IntentsError(
          IntentsError.invalidValue, "“\(question.prompt)” needs a value; the answer is empty.")
      }
      self = .value(.text(text))
    }
  }
}
