import AppIntents
import Foundation
import IntentsRuntime
import Testing

/// Intents in the forms apps write, run through the host: what each form's derived or
/// declared behaviour gives the caller.
@Suite struct AppFileTests {
  let host = IntentsHost(name: "Library") {
    ReadingRoom.self
    Floor.self
    OpenReadingRoomIntent.self
    OpenFloorIntent.self
    ShowDueDateIntent.self
    CountLoansIntent.self
    ReturnBookIntent.self
  }

  @Test func openIntentsWithAURLRepresentableTargetOpenTheTargetsURL() async throws {
    let room = try await host.run(
      intent: "OpenReadingRoomIntent", parameters: ["target": .identifier("south hall")])
    #expect(room.result?.openedURL == "https://library.example/rooms/south%20hall")
    let floor = try await host.run(
      intent: "OpenFloorIntent", parameters: ["target": .value(.string("upper"))])
    #expect(floor.result?.openedURL == "https://library.example/floors/upper")
  }

  @Test func anOpenIntentWithoutItsTargetAsksForIt() async throws {
    let outcome = try await host.run(intent: "OpenReadingRoomIntent")
    #expect(outcome.question?.parameter == "target")
    #expect(outcome.result == nil)
  }

  @Test func snippetViewResultsShowTheirDialogAndValue() async throws {
    let due = try await host.run(intent: "ShowDueDateIntent", parameters: ["book": .text("Dune")])
    #expect(due.result?.dialog == "Dune is due in three weeks")
    #expect(due.result?.parameters["book"] == .string("Dune"))
    let count = try await host.run(intent: "CountLoansIntent")
    #expect(count.result?.value == .integer(2))
    #expect(count.result?.dialog == "Two loans")
  }

  @Test func confirmationsWithAViewAreAskedWithTheirDialog() async throws {
    let parameters: [String: ParameterInput] = ["book": .text("Dune")]
    let asked = try await host.run(intent: "ReturnBookIntent", parameters: parameters)
    let question = try #require(asked.question)
    #expect(question.kind == .confirm)
    #expect(question.prompt == "Return Dune?")
    let returned = try await host.run(
      intent: "ReturnBookIntent", parameters: parameters, answers: [question.id: .confirm(true)])
    #expect(returned.result?.dialog == "Returned Dune")
  }

  @Test func predictionsOverSeveralParametersShowTheirDisplay() async throws {
    let host = IntentsHost(name: "Loans") { BorrowIntent.self }
    try await BorrowIntent(book: "Dune", reader: "Ada", weeks: 3).donate()
    try await BorrowIntent(book: "Dune", reader: "Ada", weeks: 2).donate()
    try await BorrowIntent(book: "Emma", reader: "Alan", weeks: 3).donate()
    let predictions = try await host.predictions(intent: "BorrowIntent")
    let pairs = predictions.filter { $0.subtitle == nil }
    #expect(pairs.map(\.title) == ["Lend Dune to Ada", "Lend Emma to Alan"])
    #expect(pairs.first?.count == 2)
    #expect(pairs.first?.parameters == ["book": .string("Dune"), "reader": .string("Ada")])
    let triples = predictions.filter { $0.subtitle != nil }
    #expect(triples.count == 3)
    #expect(
      Set(triples.map { "\($0.title) — \($0.subtitle ?? "")" }) == [
        "Lend Dune to Ada — For 3 weeks", "Lend Dune to Ada — For 2 weeks",
        "Lend Emma to Alan — For 3 weeks",
      ])
    _ = try await IntentDonationManager.shared.deleteDonations(
      matching: .intentType(BorrowIntent.self))
  }
}
