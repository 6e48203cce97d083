import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

@Suite(.serialized) struct RunTests {
  @Test func entityParametersResolveFromIdentifiersAndUniqueText() async throws {
    let system = makeSystem()
    let byID = try await system.run(OpenTrailIntent.self, ["trail": .identifier("2")])
    #expect(byID.result?.dialog == "Opening Höhenweg Grindelwald")
    #expect(byID.result?.value?.objectValue?["id"] == "2")
    #expect(byID.result?.summary == "Open Höhenweg Grindelwald")
    let byText = try await system.run(OpenTrailIntent.self, ["trail": .text("säntis")])
    #expect(byText.result?.dialog == "Opening Säntis Ridge")
  }

  @Test func ambiguousTextAsksWhichOneWithChoices() async throws {
    let system = makeSystem()
    let outcome = try await system.run(OpenTrailIntent.self, ["trail": .text("trail")])
    let question = try #require(outcome.question)
    #expect(question.kind == .chooseValue)
    #expect(question.id == "choose:trail")
    #expect(question.options.map(\.id) == ["1", "3"])
    #expect(question.options.map(\.title) == ["Eiger Trail", "Matterhorn Glacier Trail"])

    let answered = try await system.run(
      OpenTrailIntent.self, ["trail": .text("trail")], answers: [question.id: .option("3")])
    #expect(answered.result?.dialog == "Opening Matterhorn Glacier Trail")
  }

  @Test func aResponderAnswersInline() async throws {
    let system = makeSystem()
    let responder = ScriptedResponder(.choose(title: "eiger trail"))
    let outcome = try await system.run(
      OpenTrailIntent.self, ["trail": .text("trail")], responder: responder)
    #expect(outcome.result?.dialog == "Opening Eiger Trail")
    #expect(system.steps.map(\.kind) == [.query, .question, .answer, .perform])
  }

  @Test func missingRequiredValuesAreAskedWithSuggestionsAndPrompt() async throws {
    let system = makeSystem()
    let outcome = try await system.run(OpenTrailIntent.self)
    let question = try #require(outcome.question)
    #expect(question.kind == .provideValue)
    #expect(question.prompt == "Which trail do you want to open?")
    #expect(question.options.map(\.id) == ["4", "6"])  // the query's suggestions
    let answered = try await system.run(
      OpenTrailIntent.self, answers: ["value:trail": .option("6")])
    #expect(answered.result?.dialog == "Opening Seealpsee Loop")
  }

  @Test func noMatchAsksForAValueInstead() async throws {
    let system = makeSystem()
    let outcome = try await system.run(OpenTrailIntent.self, ["trail": .text("Everest")])
    #expect(outcome.question?.kind == .provideValue)
    #expect(outcome.question?.prompt.hasPrefix("No Trail matches “Everest”.") == true)
  }

  @Test func defaultsOptionalsEnumsRangesAndLists() async throws {
    let system = makeSystem()
    let plain = try await system.run(PlanHikeIntent.self, ["trail": .identifier("1")])
    #expect(plain.result?.dialog == "1 day(s) on Eiger Trail at a moderate pace")
    let full = try await system.run(
      PlanHikeIntent.self,
      [
        "trail": .identifier("3"), "hut": .text("hörnli"), "pace": .text("gentle"),
        "days": .value(2),
        "companions": .list([.text("Ana"), .text("Bo")]), "note": .text("early start"),
      ])
    #expect(
      full.result?.dialog
        == "2 day(s) on Matterhorn Glacier Trail at a easy pace, staying at Hörnlihütte with Ana and Bo (early start)"
    )
    #expect(full.result?.parameters["days"] == 2)
    #expect(full.result?.parameters["hut"]?.objectValue?["title"] == "Hörnlihütte")

    let tooLong = await intentsError {
      _ = try await system.run(
        PlanHikeIntent.self, ["trail": .identifier("1"), "days": .text("30")])
    }
    #expect(tooLong?.code == IntentsError.invalidValue)
    #expect(tooLong?.message.contains("between 1 and 14") == true)
    let badPace = await intentsError {
      _ = try await system.run(
        PlanHikeIntent.self, ["trail": .identifier("1"), "pace": .text("sprint")])
    }
    #expect(badPace?.allowed == ["easy", "moderate", "hard"])
  }

  @Test func unknownParametersAndStaleIdentifiersAreErrors() async throws {
    let system = makeSystem()
    let unknown = await intentsError {
      _ = try await system.run(OpenTrailIntent.self, ["path": .identifier("1")])
    }
    #expect(unknown?.code == IntentsError.unknownParameter)
    #expect(unknown?.allowed == ["trail"])
    #expect(
      await errorCode {
        _ = try await system.run(OpenTrailIntent.self, ["trail": .identifier("77")])
      } == IntentsError.entityNotFound)
    #expect(
      await errorCode { _ = try await system.host.run(intent: "FlyIntent") }
        == IntentsError.unknownIntent)
  }

  @Test func plainQueryParametersGivenAsTextCannotLoop() async throws {
    let system = makeSystem()
    #expect(
      await errorCode {
        _ = try await system.run(CompareTrailsIntent.self, ["region": .text("valais")])
      } == IntentsError.notSearchable)
  }

  @Test func disambiguationInsidePerformGoesThroughTheSameChannel() async throws {
    let system = makeSystem()
    let outcome = try await system.run(CompareTrailsIntent.self, ["region": .identifier("valais")])
    let question = try #require(outcome.question)
    #expect(question.id == "perform.choose:value")
    #expect(question.prompt == "Which one is your favourite?")
    #expect(question.options.map(\.id) == ["3", "4"])
    let answered = try await system.run(
      CompareTrailsIntent.self, ["region": .identifier("valais")],
      answers: [question.id: .option("4")])
    #expect(answered.result?.value?.objectValue?["title"] == "Five Lakes Walk")
  }

  @Test func declinedConfirmationsStopTheIntent() async throws {
    let system = makeSystem()
    let declined = await intentsError {
      _ = try await system.run(
        DeleteTrailIntent.self, ["trail": .identifier("6")],
        responder: ScriptedResponder(.confirm(false)))
    }
    #expect(declined?.code == IntentsError.declined)
    #expect(FixtureDependencies.deletable.current.count == 6)
    let confirmed = try await system.run(
      DeleteTrailIntent.self, ["trail": .identifier("6")],
      answers: ["confirm:DeleteTrailIntent": .confirm(true)])
    #expect(confirmed.result?.dialog == "Deleted Seealpsee Loop")
    #expect(FixtureDependencies.deletable.current.count == 5)
  }

  @Test func aFlowAlwaysTerminatesEvenWhenEveryAnswerIsUnhelpful() async throws {
    let system = makeSystem()
    let responder = ScriptedResponder(always: .provide(.text("no")))
    let error = await intentsError {
      _ = try await system.run(NaggingIntent.self, responder: responder)
    }
    #expect(error?.code == IntentsError.repeatedQuestion)
    #expect(responder.questions.count == 1)  // the repeat is refused before it is asked
    let chooser = ScriptedResponder(always: .provide(.text("Everest")))
    let noMatch = await intentsError {
      _ = try await system.run(OpenTrailIntent.self, responder: chooser)
    }
    #expect(noMatch?.code == IntentsError.repeatedQuestion)
  }

  @Test func resultsCanOpenAnotherIntent() async throws {
    let system = makeSystem()
    let outcome = try await system.run(RecommendIntent.self, ["difficulty": .text("hard")])
    let opened = try #require(outcome.result?.opensIntent)
    #expect(opened.intent == "OpenTrailIntent")
    #expect(opened.parameters["trail"]?.objectValue?["id"] == "3")
  }
}

/// Archives several trails, confirming each one from inside `perform()`.
struct ArchiveTrailsIntent: AppIntent {
  static let title: LocalizedStringResource = "Archive Trails"
  @Parameter(title: "Trails") var trails: [TrailEntity]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    for trail in trails {
      try await requestConfirmation(dialog: "Archive \(trail.name)?")
    }
    return .result(dialog: "Archived \(trails.count) trails")
  }
}

@Suite struct RepeatedPerformQuestionTests {
  /// A system serving trails and the archiving intent.
  static func archive() -> IntentsTestSystem {
    FixtureDependencies.registered
    return IntentsTestSystem(name: "Archive") {
      TrailEntity.self
      ArchiveTrailsIntent.self
    }
  }

  @Test func performCanConfirmEachOfSeveralItemsAndTheAnswersCarryOver() async throws {
    let system = Self.archive()
    let trails: [String: ParameterInput] = ["trails": .list([.identifier("1"), .identifier("3")])]
    let first = try await system.run(ArchiveTrailsIntent.self, trails)
    #expect(first.question?.id == "confirm:ArchiveTrailsIntent")
    #expect(first.question?.prompt == "Archive Eiger Trail?")

    var answers: [String: IntentAnswer] = ["confirm:ArchiveTrailsIntent": .confirm(true)]
    let second = try await system.run(ArchiveTrailsIntent.self, trails, answers: answers)
    #expect(second.question?.id == "confirm:ArchiveTrailsIntent#2")
    #expect(second.question?.prompt == "Archive Matterhorn Glacier Trail?")

    answers["confirm:ArchiveTrailsIntent#2"] = .confirm(true)
    let done = try await system.run(ArchiveTrailsIntent.self, trails, answers: answers)
    #expect(done.result?.dialog == "Archived 2 trails")
  }

  @Test func theSameQuestionTwiceStillStopsTheRun() async throws {
    let system = Self.archive()
    let twice: [String: ParameterInput] = ["trails": .list([.identifier("1"), .identifier("1")])]
    let error = await intentsError {
      _ = try await system.run(
        ArchiveTrailsIntent.self, twice, responder: ScriptedResponder(always: .confirm(true)))
    }
    #expect(error?.code == IntentsError.repeatedQuestion)
  }

  @Test func aListOfIdentifiersIsResolvedInOneCallAndAMissingOneIsNamed() async throws {
    let system = Self.archive()
    let answers: [String: IntentAnswer] = [
      "confirm:ArchiveTrailsIntent": .confirm(true),
      "confirm:ArchiveTrailsIntent#2": .confirm(true),
    ]
    let done = try await system.run(
      ArchiveTrailsIntent.self, ["trails": .list([.identifier("1"), .identifier("3")])],
      answers: answers)
    #expect(done.result?.dialog == "Archived 2 trails")
    #expect(system.queryCalls == ["entities(for:)"])

    let error = await intentsError {
      _ = try await system.run(
        ArchiveTrailsIntent.self, ["trails": .list([.identifier("1"), .identifier("77")])])
    }
    #expect(error?.code == IntentsError.entityNotFound)
    #expect(error?.message.contains("“77”") == true)
  }
}
