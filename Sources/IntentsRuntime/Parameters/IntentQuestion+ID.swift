extension IntentQuestion {
  /// The identity of a question within a run, typed: what is asked and about what. Its
  /// ``description`` is the text form ``IntentQuestion/id`` carries on the wire
  /// (`choose:trail`, `value:trail:2`, `confirm:DeleteIntent#2`), and ``init(_:)`` reads it
  /// back. This is an OpenIntents addition.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// What a question asks, as its identity names it.
    public enum Step: String, Hashable, Sendable, CaseIterable {
      /// Which of several values a parameter means.
      case choose
      /// A value for a parameter nobody gave.
      case value
      /// A value `perform()` asks for.
      case performValue = "perform.value"
      /// A choice `perform()` asks for among values.
      case performChoose = "perform.choose"
      /// A confirmation.
      case confirm
      /// A choice among `IntentChoiceOption`s.
      case choice
      /// Whether to continue in the foreground.
      case foreground
    }

    /// What is asked.
    public var step: Step
    /// What it is about: a parameter's name, an intent, or a prompt.
    public var subject: String
    /// The position of the item in a list parameter, if any.
    public var position: Int?
    /// Which time the question is asked again with other words (2, 3…), if it is.
    public var repetition: Int?

    /// An identity.
    public init(_ step: Step, _ subject: String, position: Int? = nil, repetition: Int? = nil) {
      self.step = step
      self.subject = subject
      self.position = position
      self.repetition = repetition
    }

    /// Reads the text form; `nil` when it is not one.
    public init?(_ text: String) {
      var body = Substring(text)
      var repetition: Int?
      if let hash = body.lastIndex(of: "#"), let count = Int(body[body.index(after: hash)...]) {
        repetition = count
        body = body[..<hash]
      }
      guard let colon = body.firstIndex(of: ":"),
        let step = Step(rawValue: String(body[..<colon]))
      else { return nil }
      var subject = String(body[body.index(after: colon)...])
      var position: Int?
      if step == .choose || step == .value, let last = subject.lastIndex(of: ":"),
        let index = Int(subject[subject.index(after: last)...])
      {
        position = index
        subject = String(subject[..<last])
      }
      self.init(step, subject, position: position, repetition: repetition)
    }

    /// The text form.
    public var description: String {
      var text = "\(step.rawValue):\(subject)"
      if let position { text += ":\(position)" }
      if let repetition { text += "#\(repetition)" }
      return text
    }
  }

  /// The question's identity, typed; `nil` for an identity this runtime did not make.
  public var questionID: ID? { ID(id) }
}
