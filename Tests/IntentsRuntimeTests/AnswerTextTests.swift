import Foundation
import IntentsRuntime
import Testing

/// Answers read from text, as a person types them, by the kind of question asked.
@Suite struct AnswerTextTests {
  static func question(
    _ kind: IntentQuestion.Kind, options: [String] = []
  ) throws -> IntentQuestion {
    let options = options.map { #"{"id": "\#($0)", "title": "Option \#($0)"}"# }
    let json = """
      {"id": "q", "kind": "\(kind.rawValue)", "intent": "TestIntent", "prompt": "Well?",
       "options": [\(options.joined(separator: ","))]}
      """
    return try JSONDecoder().decode(IntentQuestion.self, from: Data(json.utf8))
  }

  /// The error reading the text throws, if any.
  static func rejection(_ text: String, _ question: IntentQuestion) -> IntentsError? {
    do {
      _ = try IntentAnswer(text: text, for: question)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["y", "Yes", "TRUE", "1", " yes "])
  func confirmingWordsConfirm(text: String) throws {
    #expect(try IntentAnswer(text: text, for: Self.question(.confirm)) == .confirm(true))
  }

  @Test(arguments: ["n", "No", "false", "0"])
  func decliningWordsDecline(text: String) throws {
    #expect(try IntentAnswer(text: text, for: Self.question(.confirm)) == .confirm(false))
  }

  @Test func aWordThatIsNeitherYesNorNoIsAnError() throws {
    let error = Self.rejection("maybe", try Self.question(.confirm))
    #expect(error?.code == IntentsError.invalidValue)
    #expect(error?.message.contains("answer yes or no") == true)
    #expect(error?.allowed == ["yes", "no"])
  }

  @Test(arguments: [IntentQuestion.Kind.chooseValue, .chooseOption])
  func aChoiceIsOneOfTheOptionIds(kind: IntentQuestion.Kind) throws {
    let question = try Self.question(kind, options: ["12", "64", "matterhorn"])
    #expect(try IntentAnswer(text: "64", for: question) == .option("64"))
    #expect(try IntentAnswer(text: "matterhorn ", for: question) == .option("matterhorn"))
    // A position in the list is not an id: "2" would be ambiguous where ids are numbers.
    #expect(Self.rejection("2", question)?.code == IntentsError.invalidValue)
    let unknown = Self.rejection("everest", question)
    #expect(unknown?.code == IntentsError.invalidValue)
    #expect(unknown?.allowed == ["12", "64", "matterhorn"])
  }

  @Test func aValueIsTheTextItself() throws {
    let question = try Self.question(.provideValue)
    #expect(try IntentAnswer(text: " mount fuji ", for: question) == .value(.text("mount fuji")))
    #expect(Self.rejection("  ", question)?.code == IntentsError.invalidValue)
  }
}
