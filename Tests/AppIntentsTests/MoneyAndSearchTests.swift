import AppIntents
import Foundation
import Testing

@Suite struct MoneyAndSearchTests {
  @Test func anAmountIsShownInItsCurrency() {
    let euros = IntentCurrencyAmount(amount: Decimal(string: "12.5")!, currencyCode: "EUR")
    #expect(euros.displayRepresentation.title == "€12.50")
    #expect(
      IntentCurrencyAmount(amount: 3, currencyCode: "ZZZ").displayRepresentation.title == "3 ZZZ")
    #expect(IntentCurrencyAmount.isKnownCurrencyCode("usd"))
    #expect(!IntentCurrencyAmount.isKnownCurrencyCode("EURO"))
    #expect(euros == IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR"))
  }

  @Test func aPaymentMethodIsShownByNameOrKindWithItsHint() {
    let card = IntentPaymentMethod(
      type: .credit, name: "Travel card", identificationHint: "•••• 4242")
    #expect(card.paymentType == .credit && card.name == "Travel card")
    #expect(card.displayRepresentation.title == "Travel card")
    #expect(card.displayRepresentation.subtitle == "•••• 4242")
    #expect(IntentPaymentMethod(type: .savings).displayRepresentation.title == "Savings account")
  }

  @Test func stringCriteriaResolveFromTrimmedText() async throws {
    let resolver = StringSearchCriteriaFromStringResolverSpecificification()
    let context = IntentParameter<StringSearchCriteria>(title: "Criteria").resolverContextForTests
    #expect(try await resolver.resolve(from: "  volcano ", context: context)?.term == "volcano")
    #expect(try await resolver.resolve(from: "   ", context: context) == nil)
    #expect(Array(StringSearchCriteria.defaultResolverSpecification).count == 1)
  }

  @Test func inAppSearchIntentsOpenTheAppWithGeneralScopeByDefault() {
    #expect(SearchPeaksIntent.openAppWhenRun)
    #expect(SearchPeaksIntent.searchScopes == [.general])
    #expect(
      StringSearchScope.allCases.map(\.rawValue) == ["general", "movies", "tv", "freeformVideo"])
    #expect(StringSearchScope.caseDisplayRepresentations[.tv]?.title == "TV")
  }
}

struct SearchPeaksIntent: ShowInAppSearchResultsIntent {
  static let title: LocalizedStringResource = "Search Peaks"
  @Parameter(title: "Criteria") var criteria: StringSearchCriteria
  func perform() async throws -> some IntentResult { .result() }
}

extension IntentParameter where Value == StringSearchCriteria {
  var resolverContextForTests: IntentParameterContext<StringSearchCriteria> {
    IntentParameterContext(title: title, isOptional: false)
  }
}
