import AppIntents
import Foundation
import IntentsFixtures
import IntentsRuntime
import Synchronization
import Testing

// The errors an intent throws to have the system get something and perform it again —
// `needsValueError`, `needsDisambiguationError`, `restartPerform`, continuing in the foreground —
// and the options an entity parameter's `optionsProvider:` limits it to, as Apple documents them.

/// Asks for its note with `needsValueError` when it has none, as Apple's documentation shows.
struct LeaveNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Leave Note"
  @Parameter(title: "Note") var note: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let note, !note.isEmpty else { throw $note.needsValueError("What should it say?") }
    return .result(dialog: "Left “\(note)”")
  }
}

/// Has the person choose among the huts it found with `needsDisambiguationError`.
struct VisitHutIntent: AppIntent {
  static let title: LocalizedStringResource = "Visit Hut"
  @Parameter(title: "Hut") var hut: HutEntity?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let hut else {
      let open = HutEntity.all.filter(\.isOpen)
      throw $hut.needsDisambiguationError(among: open, dialog: "Which open hut?")
    }
    return .result(dialog: "Visiting \(hut.name)")
  }
}

/// Counts performs, for the test to reset.
final class PerformCounter: Sendable {
  private let count = Mutex(0)
  func next() -> Int { count.withLock { $0 += 1; return $0 } }
  func reset() { count.withLock { $0 = 0 } }
}

/// Restarts until its perform numbered `succeedAt`.
struct RetryIntent: AppIntent {
  static let title: LocalizedStringResource = "Retry"
  static let counter = PerformCounter()
  @Parameter(title: "Succeed at", default: 3) var succeedAt: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    let attempt = Self.counter.next()
    guard attempt >= succeedAt else { throw AppIntentError.restartPerform }
    return .result(value: attempt)
  }
}

/// Continues in the foreground by throwing, without a continuation (performed again, in the
/// foreground) and with one (which finishes the run).
struct ShowMapIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Map"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard systemContext.currentMode == .foreground else {
      throw needsToContinueInForegroundError("Open the map?")
    }
    return .result(dialog: "Map shown in the foreground")
  }
}

/// Hands over to the app in the foreground with a continuation, which ends the run.
struct HandOverIntent: AppIntent, ForegroundContinuableIntent {
  static let title: LocalizedStringResource = "Hand Over"
  static let continued = PerformCounter()
  func perform() async throws -> some IntentResult {
    guard systemContext.currentMode == .foreground else {
      throw needsToContinueInForegroundError("Continue in the app?") {
        _ = HandOverIntent.continued.next()
      }
    }
    // Not reached: the continuation ends the run.
    return .result(dialog: "Performed again")
  }
}

/// Offers only the huts a warden keeps: an entity parameter's options provider.
struct WardenedHuts: DynamicOptionsProvider {
  func results() async throws -> [HutEntity] { HutEntity.all.filter { $0.warden != nil } }
}

struct CallWardenIntent: AppIntent {
  static let title: LocalizedStringResource = "Call Warden"
  @Parameter(title: "Hut", optionsProvider: WardenedHuts()) var hut: HutEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Calling \(hut.warden ?? "nobody") at \(hut.name)")
  }
}

@Suite struct PerformAgainTests {
  let host = IntentsHost(name: "Huts") {
    LeaveNoteIntent.self
    VisitHutIntent.self
    RetryIntent.self
    ShowMapIntent.self
    HandOverIntent.self
    CallWardenIntent.self
    HutEntity.self
  }

  @Test func needsValueErrorAsksForTheValueAndPerformsAgain() async throws {
    let asked = try #require(try await host.run(intent: "LeaveNoteIntent").question)
    #expect(asked.kind == .provideValue)
    #expect(asked.parameter == "note")
    #expect(asked.prompt == "What should it say?")
    let done = try await host.run(
      intent: "LeaveNoteIntent", answers: [asked.id: .value(.text("Back at six"))])
    #expect(done.result?.dialog == "Left “Back at six”")
    #expect(done.result?.parameters["note"] == "Back at six")
  }

  @Test func anAnswerThatStillLacksTheValueEndsTheRunInsteadOfAskingAgain() async throws {
    let asked = try #require(try await host.run(intent: "LeaveNoteIntent").question)
    let error = await intentsError {
      _ = try await host.run(intent: "LeaveNoteIntent", answers: [asked.id: .value(.text(""))])
    }
    #expect(error?.code == IntentsError.repeatedQuestion)
  }

  @Test func needsDisambiguationErrorOffersTheItemsAndPerformsWithTheChoice() async throws {
    let asked = try #require(try await host.run(intent: "VisitHutIntent").question)
    #expect(asked.kind == .chooseValue)
    #expect(asked.prompt == "Which open hut?")
    let open = HutEntity.all.filter(\.isOpen)
    #expect(asked.options.map(\.title) == open.map(\.name))
    let chosen = open[1]
    let done = try await host.run(
      intent: "VisitHutIntent", answers: [asked.id: .option(asked.options[1].id)])
    #expect(done.result?.dialog == "Visiting \(chosen.name)")
  }

  @Test func restartPerformPerformsAgainAndStopsAfterTheBound() async throws {
    RetryIntent.counter.reset()
    let done = try await host.run(intent: "RetryIntent")
    #expect(done.result?.value == .number(3))

    RetryIntent.counter.reset()
    let error = await intentsError {
      _ = try await host.run(intent: "RetryIntent", parameters: ["succeedAt": .value(100)])
    }
    #expect(error?.code == IntentsError.intentFailed)
    #expect(error?.message.contains("8 times") == true)
  }

  @Test func needsToContinueInForegroundErrorAsksThenPerformsInTheForeground() async throws {
    let asked = try #require(try await host.run(intent: "ShowMapIntent").question)
    #expect(asked.kind == .confirm)
    #expect(asked.prompt == "Open the map?")
    let done = try await host.run(intent: "ShowMapIntent", answers: [asked.id: .confirm(true)])
    #expect(done.result?.dialog == "Map shown in the foreground")
    #expect(done.result?.foreground == true)
    let declined = await intentsError {
      _ = try await host.run(intent: "ShowMapIntent", answers: [asked.id: .confirm(false)])
    }
    #expect(declined?.code == IntentsError.declined)
  }

  @Test func aForegroundContinuationRunsOnceAndEndsTheRun() async throws {
    HandOverIntent.continued.reset()
    let asked = try #require(try await host.run(intent: "HandOverIntent").question)
    #expect(asked.prompt == "Continue in the app?")
    #expect(HandOverIntent.continued.next() == 1)  // not run before the answer
    HandOverIntent.continued.reset()
    let done = try await host.run(intent: "HandOverIntent", answers: [asked.id: .confirm(true)])
    #expect(done.result?.dialog == nil)
    #expect(done.result?.foreground == true)
    #expect(HandOverIntent.continued.next() == 2)  // ran once, with the answer
  }

  @Test func anEntityParametersOptionsProviderIsOfferedAndEnforced() async throws {
    let wardened = HutEntity.all.filter { $0.warden != nil }
    let asked = try #require(try await host.run(intent: "CallWardenIntent").question)
    #expect(asked.options.map(\.title) == wardened.map(\.name))

    let kurt = try await host.run(
      intent: "CallWardenIntent", parameters: ["hut": .identifier(wardened[0].id.uuidString)])
    #expect(kurt.result?.dialog == "Calling Kurt at Hörnlihütte")

    let unwardened = try #require(HutEntity.all.first { $0.warden == nil })
    let refused = await intentsError {
      _ = try await host.run(
        intent: "CallWardenIntent", parameters: ["hut": .identifier(unwardened.id.uuidString)])
    }
    #expect(refused?.code == IntentsError.invalidValue)
    #expect(refused?.allowed == wardened.map(\.id.uuidString))

    // Text that names a hut outside the options does not pick it.
    let named = try await host.run(
      intent: "CallWardenIntent", parameters: ["hut": .text("Gleckstein")])
    #expect(named.result == nil)
    #expect(named.question?.options.map(\.title) == wardened.map(\.name))
  }
}
