import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite(.serialized) struct DonationTests {
  @Test func donationsAreRecordedListedAndPredicted() async throws {
    let host = IntentsHost(name: "Summits") {
      Summit.self
      ViewSummitIntent.self
    }
    let first = try await ViewSummitIntent(.eiger).donate()
    try await ViewSummitIntent(.jungfrau).donate()
    try await IntentDonationManager.shared.donate(
      intent: ViewSummitIntent(.eiger),
      result: IntentResultContainer<Never, Never, Never, IntentDialog>.result(
        dialog: "Viewing eiger"))

    let donations = try await host.donations(intent: "ViewSummitIntent")
    #expect(donations.count == 3)
    #expect(donations.first?.dialog == "Viewing eiger")
    #expect(donations.last?.id == first.description)
    #expect(donations.last?.parameters["summit"] == .string("eiger"))

    let predictions = try await host.predictions(intent: "ViewSummitIntent")
    #expect(predictions.map(\.title) == ["View eiger", "View jungfrau"])
    #expect(predictions.first?.count == 2)

    let deleted = try await IntentDonationManager.shared.deleteDonations(
      matching: .donationIdentifier(first))
    #expect(deleted == [first])
    #expect(try await host.donations(intent: "ViewSummitIntent").count == 2)
    let all = try await IntentDonationManager.shared.deleteDonations(
      matching: .intentType(ViewSummitIntent.self))
    #expect(all.count == 2)
    #expect(try await host.donations().isEmpty)
  }

  @Test func donationsAreDeletedByListsOfIdentifiersAndOfEntities() async throws {
    let host = IntentsHost(name: "Peaks") {
      DonatedPeak.self
      ClimbDonatedPeakIntent.self
    }
    let eiger = try await ClimbDonatedPeakIntent("eiger").donate()
    let moench = try await ClimbDonatedPeakIntent("moench").donate()
    try await ClimbDonatedPeakIntent("jungfrau").donate()
    try await ClimbDonatedPeakIntent("eiger").donate()
    try await ClimbDonatedPeakIntent("piz-bernina").donate()

    let byIdentifier = try await IntentDonationManager.shared.deleteDonations(
      matching: .donationIdentifiers([eiger, moench]))
    #expect(Set(byIdentifier) == [eiger, moench])
    #expect(try await host.donations(intent: "ClimbDonatedPeakIntent").count == 3)

    let byEntity = try await IntentDonationManager.shared.deleteDonations(
      matching: .entityIdentifiers([
        EntityIdentifier(for: DonatedPeak(id: "eiger")),
        EntityIdentifier(for: DonatedPeak(id: "piz-bernina")),
      ]))
    #expect(byEntity.count == 2)
    let left = try await host.donations(intent: "ClimbDonatedPeakIntent")
    #expect(left.map { $0.parameters["peak"]?.objectValue?["id"] } == [.string("jungfrau")])
    #expect(
      try await IntentDonationManager.shared.deleteDonations(matching: .entityIdentifiers([]))
        .isEmpty)
  }

  @Test func donatingAnIntentNoHostServesThrows() async throws {
    await #expect {
      _ = try await UnservedIntent().donate()
    } throws: { error in
      (error as? AppIntentError)?.description.contains("No OpenIntents host") == true
    }
  }

  @Test func relevantIntentsAreListedAndEvaluatedByDate() async throws {
    let host = IntentsHost(name: "Summits") {
      Summit.self
      SummitWidgetIntent.self
    }
    let now = Date()
    try await RelevantIntentManager.shared.updateRelevantIntents([
      RelevantIntent(
        SummitWidgetIntent(.moench), widgetKind: "summit",
        relevance: .date(from: now.addingTimeInterval(-60), to: now.addingTimeInterval(60))),
      RelevantIntent(
        SummitWidgetIntent(.jungfrau), widgetKind: "summit", relevance: .situation("sleep")),
    ])
    #expect(host.relevantIntents().count == 2)
    let current = host.relevantIntents(at: now)
    #expect(current.map { $0.parameters["summit"] } == [.string("moench")])
  }
}
