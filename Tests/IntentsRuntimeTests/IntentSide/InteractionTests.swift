import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite struct InteractionTests {
  let host = IntentsHost(name: "Huts") {
    BookHutIntent.self
    PackIntent.self
    NavigateHomeIntent.self
  }

  @Test func confirmingAResultShowsItWithTheActionsVerb() async throws {
    let asked = try await host.run(intent: "BookHutIntent", parameters: ["nights": .value(2)])
    let question = try #require(asked.question)
    #expect(question.kind == .confirm)
    #expect(question.prompt == "2 nights cost 80 francs")
    #expect(question.options.map(\.title) == ["Book", "Cancel"])
    #expect(question.snippet?.value == .number(80))

    let booked = try await host.run(
      intent: "BookHutIntent", parameters: ["nights": .value(2)],
      answers: [question.id: .confirm(true)])
    #expect(booked.result?.value == .number(80))

    let declined = await intentsError {
      _ = try await host.run(
        intent: "BookHutIntent", parameters: ["nights": .value(2)],
        answers: [question.id: .confirm(false)])
    }
    #expect(declined?.code == IntentsError.declined)
  }

  @Test func choicesAndValuesAreAskedInTurnThroughTheBoundedQuestions() async throws {
    let first = try #require(try await host.run(intent: "PackIntent").question)
    #expect(first.kind == .chooseOption)
    #expect(first.options.map(\.title) == ["Small", "Large", "Cancel"])
    let second = try #require(
      try await host.run(intent: "PackIntent", answers: [first.id: .option("2")]).question)
    #expect(second.kind == .provideValue)
    #expect(second.prompt == "What goes in?")
    let done = try await host.run(
      intent: "PackIntent", answers: [first.id: .option("2"), second.id: .value(.text("rope"))])
    #expect(done.result?.dialog == "Large bag with rope")

    let wrong = await intentsError {
      _ = try await host.run(intent: "PackIntent", answers: [first.id: .option("9")])
    }
    #expect(wrong?.allowed == ["1", "2", "3"])
  }

  @Test func continuingInTheForegroundIsAskedAndThenTheModeChanges() async throws {
    let asked = try #require(try await host.run(intent: "NavigateHomeIntent").question)
    #expect(asked.kind == .confirm)
    #expect(asked.prompt == "Open the map to navigate?")
    let done = try await host.run(
      intent: "NavigateHomeIntent", answers: [asked.id: .confirm(true)])
    #expect(done.result?.dialog == "background then foreground")
    #expect(done.result?.foreground == true)
    #expect(try host.describe(intent: "NavigateHomeIntent").kinds == ["foregroundContinuable"])
  }
}
