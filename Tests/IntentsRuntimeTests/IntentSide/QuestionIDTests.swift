import IntentsRuntime
import Testing

@Suite struct QuestionIDTests {
  @Test func identitiesRoundTripThroughTheirTextForm() {
    let cases: [(IntentQuestion.ID, String)] = [
      (.init(.choose, "trail"), "choose:trail"),
      (.init(.value, "stops", position: 2), "value:stops:2"),
      (.init(.confirm, "DeleteIntent", repetition: 2), "confirm:DeleteIntent#2"),
      (.init(.performValue, "item"), "perform.value:item"),
      (.init(.foreground, "NavigateHomeIntent"), "foreground:NavigateHomeIntent"),
    ]
    for (id, text) in cases {
      #expect(id.description == text)
      #expect(IntentQuestion.ID(text) == id)
    }
    #expect(IntentQuestion.ID("nonsense") == nil)
    #expect(IntentQuestion.ID("ask:trail") == nil)
  }
}
