// Seed 002, "Interactive Snippet Workflow".
//
// SEED CHANGE: `FindTicketsIntent` gets the `static let title` every AppIntent needs (the seed's
//   block leaves it out).
// SEED CHANGE: the seed leaves `searchEngine` and the two snippet intents undefined; they are
//   stand-ins below the block: `searchEngine` is a static of the namespace, which the intent's
//   unqualified `searchEngine` finds, and the snippet intents show their content as a dialog
//   (`.snippet(dialog:)`), since Linux has no SwiftUI views.

import AppIntents
import Foundation
import IntentsRuntime
import Synchronization
import Testing

enum Seed002InteractiveSnippets {
typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity

struct FindTicketsIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Tickets"

    @Parameter var landmark: LandmarkEntity

    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        let searchRequest = await searchEngine.createRequest(landmarkEntity: landmark)

        // First snippet: confirmation with ticket count
        try await requestConfirmation(
            actionName: .search,
            snippetIntent: TicketRequestSnippetIntent(searchRequest: searchRequest)
        )

        // Perform search after confirmation
        try await searchEngine.performRequest(request: searchRequest) {
            // Reload snippet during search
            TicketResultSnippetIntent.reload()
        }

        // Final snippet: show results
        return .result(
            snippetIntent: TicketResultSnippetIntent(searchRequest: searchRequest)
        )
    }
}

// MARK: - Stand-ins

static let searchEngine = TicketSearchEngine()

/// Finds tickets for landmarks: a request per landmark, performed once confirmed.
final class TicketSearchEngine: Sendable {
    private let performed = Mutex<[String: Int]>([:])

    func createRequest(landmarkEntity: LandmarkEntity) async -> String {
        "tickets-\(landmarkEntity.id)"
    }

    func performRequest(request: String, onUpdate: () -> Void) async throws {
        performed.withLock { $0[request] = 3 }
        onUpdate()
    }

    func tickets(for request: String) -> Int? { performed.withLock { $0[request] } }
}

struct TicketRequestSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Ticket Request"
    @Parameter var searchRequest: String

    init() {}
    init(searchRequest: String) { self.searchRequest = searchRequest }

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .snippet(dialog: "Search tickets for \(searchRequest)?")
    }
}

struct TicketResultSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Ticket Results"
    @Parameter var searchRequest: String

    init() {}
    init(searchRequest: String) { self.searchRequest = searchRequest }

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        let count = searchEngine.tickets(for: searchRequest) ?? 0
        return .snippet(value: count, dialog: "\(count) tickets found")
    }
}
}

/// Answers every confirmation with a fixed answer, counting the questions.
private final class CountingResponder: IntentResponder, Sendable {
    let confirm: Bool
    let questions = Mutex<[IntentQuestion]>([])
    init(confirm: Bool) { self.confirm = confirm }

    func answer(_ question: IntentQuestion) async -> IntentAnswer? {
        questions.withLock { $0.append(question) }
        return .confirm(confirm)
    }
}

@Suite struct Seed002InteractiveSnippetsTests {
    typealias Seed = Seed002InteractiveSnippets

    private func host() -> IntentsHost {
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: ModelData())
        return IntentsHost(name: "Tickets", dependencies: dependencies) {
            Seed.LandmarkEntity.self
            Seed.FindTicketsIntent.self
            Seed.TicketRequestSnippetIntent.self
            Seed.TicketResultSnippetIntent.self
        }
    }

    @Test func confirmsOnceShowsTheResultSnippetAndReportsTheReload() async throws {
        let responder = CountingResponder(confirm: true)
        let events = Mutex<[IntentRunEvent]>([])
        let outcome = try await host().run(
            intent: "FindTicketsIntent", parameters: ["landmark": .identifier("1")],
            responder: responder, onEvent: { event in events.withLock { $0.append(event) } })

        let questions = responder.questions.withLock { $0 }
        #expect(questions.count == 1)
        let confirmation = try #require(questions.first)
        #expect(confirmation.kind == .confirm)
        #expect(confirmation.options.map(\.title) == ["Search", "Cancel"])
        #expect(confirmation.snippet?.intent == "TicketRequestSnippetIntent")
        #expect(confirmation.snippet?.dialog == "Search tickets for tickets-1?")

        let result = try #require(outcome.result)
        #expect(result.snippet?.intent == "TicketResultSnippetIntent")
        #expect(result.snippet?.dialog == "3 tickets found")
        #expect(result.snippet?.value == .number(3))
        #expect(result.snippet?.parameters["searchRequest"] == .string("tickets-1"))

        let reloads = events.withLock { $0 }.filter { $0.kind == .snippetReload }
        #expect(reloads.map(\.intent) == ["TicketResultSnippetIntent"])
        #expect(reloads.first?.runID == result.runID)
    }

    @Test func decliningTheConfirmationStopsBeforeTheSearch() async throws {
        let responder = CountingResponder(confirm: false)
        await #expect(throws: IntentsError.self) {
            _ = try await host().run(
                intent: "FindTicketsIntent", parameters: ["landmark": .identifier("2")],
                responder: responder)
        }
        #expect(responder.questions.withLock { $0 }.count == 1)
        #expect(Seed.searchEngine.tickets(for: "tickets-2") == nil)
    }

    @Test func withoutAnAnswerTheRunStopsWithTheConfirmationAndItsSnippet() async throws {
        let outcome = try await host().run(
            intent: "FindTicketsIntent", parameters: ["landmark": .identifier("3")])
        let question = try #require(outcome.question)
        #expect(question.kind == .confirm)
        #expect(question.snippet?.intent == "TicketRequestSnippetIntent")

        let answered = try await host().run(
            intent: "FindTicketsIntent", parameters: ["landmark": .identifier("3")],
            answers: [question.id: .confirm(true)])
        #expect(answered.result?.snippet?.dialog == "3 tickets found")
    }
}
