import IntentsRuntime
import IntentsWire
import Synchronization

/// The answers given with `--answer QUESTION=VALUE`, read when the run asks each question — by
/// the kind of question it is (`IntentAnswer(text:for:)`) — and otherwise the answers of
/// another responder: the person at the terminal, or `--yes`.
///
/// A value that does not answer its question stops the run; ``rethrowRejectedAnswer()`` then
/// throws the reason instead of reporting the question as unanswered.
final class CommandLineAnswers: IntentResponder {
  /// The text of each answer, by question id.
  private let texts: [String: String]
  private let fallback: (any IntentResponder)?
  private let rejection = Mutex<IntentsError?>(nil)

  init(_ texts: [String: String], otherwise fallback: (any IntentResponder)?) {
    self.texts = texts
    self.fallback = fallback
  }

  /// Reads `QUESTION=VALUE` arguments.
  convenience init(arguments: [String], otherwise fallback: (any IntentResponder)?) throws {
    var texts: [String: String] = [:]
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw UsageError(
          "An answer is QUESTION=VALUE, such as choose:landmark=12 or "
            + "confirm:FindTicketsIntent=yes, with the question's id as printed; not ‘\(argument)’."
        )
      }
      texts[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    self.init(texts, otherwise: fallback)
  }

  func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    guard let text = texts[question.id] else { return await fallback?.answer(question) }
    do throws(IntentsError) {
      return try Self.answer(text, to: question)
    } catch {
      rejection.withLock { $0 = $0 ?? error }
      return nil
    }
  }

  /// Throws the reason an answer given on the command line did not answer its question, if one
  /// did not.
  func rethrowRejectedAnswer() throws {
    if let error = rejection.withLock({ $0 }) { throw error }
  }

  /// An answer read from text; a value `id:X` names entity `X`, as parameters do.
  static func answer(
    _ text: String, to question: IntentQuestion
  ) throws(IntentsError)
    -> IntentAnswer
  {
    let answer = try IntentAnswer(text: text, for: question)
    if case .value(.text(let value)) = answer { return .value(ParameterArguments.input(value)) }
    return answer
  }
}
