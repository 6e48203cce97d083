import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsWire
import Testing

@testable import IntentsRuntime

/// A host serving the trails and the intents that take structured values.
private func makeValueSystem() -> IntentsTestSystem {
  FixtureDependencies.registered
  return IntentsTestSystem(
    host: IntentsHost(name: "TrailPacks") {
      TrailEntity.self
      SendTrailPackIntent.self
      SearchTrailsInAppIntent.self
    })
}

private let ada: JSONValue = [
  "name": "Ada Lovelace", "handle": ["emailAddress": "ada@example.com", "label": "work"],
]

@Suite(.serialized) struct ValueTypeTests {
  // MARK: - Through the host

  @Test func anIntentTakesEachStructuredValueAndHandsOverItsFile() async throws {
    let system = makeValueSystem()
    let outcome = try await system.run(
      SendTrailPackIntent.self,
      [
        "recipient": .value(ada),
        "map": .value([
          "filename": "map.png", "data": .string(Data([1, 2, 3]).base64EncodedString()),
        ]),
        "meetingPoint": .text("name=Kleine Scheidegg; latitude=46.585; longitude=7.961"),
        "budget": .text("120.50 chf"),
        "payment": .value(["type": "credit", "name": "Travel card"]),
      ])
    let result = try #require(outcome.result)
    #expect(result.dialog == "Pack ready for Ada Lovelace")
    let pack = try #require(result.value?.objectValue)
    #expect(pack["filename"] == "pack.txt" && pack["contentType"] == "public.plain-text")
    let data = try #require(pack["data"]?.stringValue.flatMap { Data(base64Encoded: $0) })
    #expect(
      String(decoding: data, as: UTF8.self)
        == """
        To: Ada Lovelace
        Map: map.png, 3 bytes
        Meet at: Kleine Scheidegg
        Budget: 120.5 CHF
        Paid by: Travel card
        """)
    // Handed over, then removed: the result has the bytes and no URL to a deleted file.
    #expect(pack["fileURL"] == nil)
    #expect(result.parameters["budget"] == ["amount": "120.5", "currencyCode": "CHF"])
    #expect(result.parameters["recipient"]?.objectValue?["name"] == "Ada Lovelace")
    #expect(result.parameters["map"]?.objectValue?["size"] == 3)
  }

  @Test func declaredOptionsAreEnforced() async throws {
    let system = makeValueSystem()
    let wrongType = await intentsError {
      _ = try await system.run(
        SendTrailPackIntent.self,
        ["recipient": .value(ada), "map": .value(["filename": "notes.txt", "data": "aGk="])])
    }
    #expect(wrongType?.code == IntentsError.invalidValue)
    #expect(wrongType?.allowed == ["public.image", "com.adobe.pdf"])
    let wrongCurrency = await intentsError {
      _ = try await system.run(
        SendTrailPackIntent.self, ["recipient": .value(ada), "budget": .text("10 USD")])
    }
    #expect(wrongCurrency?.message == "‘budget’ takes amounts in CHF, EUR, not USD.")
    let nameOnly = await intentsError {
      _ = try await system.run(SendTrailPackIntent.self, ["recipient": .text("Ada Lovelace")])
    }
    #expect(nameOnly?.message.contains("reached by an email address or a phone number") == true)
  }

  @Test func theInAppSearchRunsWithATerm() async throws {
    let system = makeValueSystem()
    #expect(
      system.host.inAppSearchIntents == [
        .init(intent: "SearchTrailsInAppIntent", scopes: ["general"])
      ])
    let outcome = try await system.host.searchInApp(term: "eiger")
    let found = try #require(outcome.result?.value?.arrayValue)
    #expect(found.compactMap { $0.objectValue?["title"] } == ["Eiger Trail"])
    #expect(outcome.result?.parameters["criteria"] == ["term": "eiger"])
    let noScope = await intentsError {
      _ = try await system.host.searchInApp(term: "x", scope: .movies)
    }
    #expect(noScope?.code == IntentsError.unknownIntent)
    let blank = await intentsError { _ = try await system.host.searchInApp(term: "  ") }
    #expect(blank?.code == IntentsError.invalidValue)
  }

  @Test func parametersArePublishedWithTheirKindsAndSchemas() throws {
    let host = makeValueSystem().host
    let description = try host.describe(intent: "SendTrailPackIntent")
    let kinds = Dictionary(
      uniqueKeysWithValues: description.parameters.map { ($0.name, $0.value.kind) })
    #expect(kinds["recipient"] == .person && kinds["map"] == .file)
    #expect(kinds["meetingPoint"] == .placemark && kinds["budget"] == .currencyAmount)
    #expect(kinds["payment"] == .paymentMethod && kinds["distance"] == .measurement("length"))
    #expect(kinds["start"] == .dateComponents)
    let schema = try host.parametersSchema(intent: "SendTrailPackIntent")
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    #expect(schema.objectValue?["required"] == ["recipient"])
    // The schemas accept the documented forms and refuse others.
    let good: [String: JSONValue] = [
      "recipient": ada, "map": ["fileURL": "file:///tmp/map.png"],
      "budget": ["amount": "12.50", "currencyCode": "EUR"], "payment": ["type": "debit"],
      "meetingPoint": ["location": ["latitude": 1, "longitude": 2]],
      "distance": ["value": 3.5, "unit": "km"], "start": ["year": 2024, "month": 5],
    ]
    for (name, value) in good {
      let rules = try #require(properties[name])
      #expect(JSONSchemaValidator.issues(of: value, against: rules).isEmpty, "\(name)")
    }
    let bad: [String: JSONValue] = [
      "map": ["fileURL": "https://example.com/a.png"], "payment": ["type": "cash"],
      "budget": ["amount": "twelve", "currencyCode": "EUR"],
      "meetingPoint": ["location": ["latitude": 100, "longitude": 2]],
      "start": ["month": 13],
    ]
    for (name, value) in bad {
      let rules = try #require(properties[name])
      #expect(!JSONSchemaValidator.issues(of: value, against: rules).isEmpty, "\(name)")
    }
  }

  // MARK: - Conversions

  @Test func filesAreReadFromPathsAndURLsOnlyWhenTheyAreRegularFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ValueTypeTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("route.gpx")
    try Data("<gpx/>".utf8).write(to: url)
    for input: ValueInput in [
      .text("@" + url.path), .text(url.path), .text(url.absoluteString),
      .json(["fileURL": .string(url.absoluteString)]),
    ] {
      let file = try convert(input, IntentFile.self)
      #expect(file.fileURL?.path == url.path && file.data == Data("<gpx/>".utf8), "\(input)")
      #expect(!file.removedOnCompletion)
    }
    let cases: [(ValueInput, String)] = [
      (.json(["fileURL": "https://example.com/a"]), "not a file URL"),
      (.text("@" + directory.appendingPathComponent("none").path), "there is no file there"),
      (.text("@" + directory.path), "which is a directory"),
      (.json(["filename": "a", "data": "%%%"]), "not valid base64"),
      (.json(["data": "aGk="]), "needs a filename"),
      (.json(["filename": "../a", "data": "aGk="]), "without ‘/’"),
      (.json(["filename": "a\u{0}b", "data": "aGk="]), "control character U+0000"),
      (
        .json(["filename": "a", "data": "aGk=", "removedOnCompletion": true]),
        "‘removedOnCompletion’"
      ),
      (.json(["filename": "a", "contentType": "x/y/z", "data": ""]), "not a known content type"),
    ]
    for (input, message) in cases {
      let error = conversionError(input, IntentFile.self)
      #expect(error?.code == IntentsError.invalidValue, "\(input)")
      #expect(error?.message.contains(message) == true, "\(input): \(error?.message ?? "")")
    }
  }

  @Test func oversizedFilesAreRefusedAsTooLarge() throws {
    let big = String(repeating: "A", count: (IntentFile.maximumTransferBytes / 3 + 10) * 4)
    let error = conversionError(
      .json(["filename": "big.bin", "data": .string(big)]), IntentFile.self)
    #expect(error?.code == IntentsError.requestTooLarge)
    #expect(throws: IntentsError.self) {
      try Limits.check(ParameterInput.value(["filename": "big.bin", "data": .string(big)]))
    }
    // A file within the limit passes the request limits, though longer than any text may be.
    let fine = String(repeating: "A", count: 40_000)
    try Limits.check(ParameterInput.value(["filename": "ok.bin", "data": .string(fine)]))
  }

  @Test func peopleAreReadFromJSONAndTypedText() throws {
    let typed = try convert(.text("Ada Lovelace <ada@example.com>"), IntentPerson.self)
    #expect(typed.name == .displayName("Ada Lovelace"))
    #expect(typed.handle == .init(emailAddress: "ada@example.com"))
    #expect(
      try convert(.text("+44 20 7946 0000"), IntentPerson.self).handle?.value
        == .phoneNumber("+44 20 7946 0000"))
    #expect(
      try convert(.text("name=Ada; phone=+1 555 0100"), IntentPerson.self).handle?.value
        == .phoneNumber("+1 555 0100"))
    let json = try convert(.json(ada), IntentPerson.self)
    #expect(json.handle?.label == .work)
    let cases: [(ValueInput, String)] = [
      (.json(["isMe": true]), "neither a name nor a handle"),
      (.json(["handle": ["emailAddress": "not-an-address"]]), "not one: write it as"),
      (.json(["handle": ["phoneNumber": "call me"]]), "not one: use digits"),
      (.json(["name": "Ada\u{7}"]), "control character U+0007"),
      (.json(["name": "Ada", "nickname": "A"]), "‘nickname’ is not one of them"),
      (
        .json(["name": "Ada", "handle": ["emailAddress": "a@b.c", "phoneNumber": "123"]]),
        "exactly one of"
      ),
    ]
    for (input, message) in cases {
      let error = conversionError(input, IntentPerson.self)
      #expect(error?.message.contains(message) == true, "\(input): \(error?.message ?? "")")
    }
  }

  @Test func moneyPlacesPaymentsAndCriteriaReadTheirForms() throws {
    #expect(
      try convert(.text("EUR 12.50"), IntentCurrencyAmount.self)
        == .init(amount: 12.5, currencyCode: "EUR"))
    #expect(
      try convert(.json(["amount": 3, "currencyCode": "jpy"]), IntentCurrencyAmount.self)
        .currencyCode == "JPY")
    #expect(
      conversionError(.json(["amount": "1", "currencyCode": "EURO"]), IntentCurrencyAmount.self)?
        .message.contains("not an ISO 4217 currency code") == true)
    #expect(
      conversionError(.json(["amount": "1e5", "currencyCode": "EUR"]), IntentCurrencyAmount.self)?
        .message.contains("not a decimal number") == true)

    let coordinate = try convert(.text("48.8584, 2.2945"), CLPlacemark.self)
    #expect(coordinate.location?.coordinate.longitude == 2.2945)
    #expect(
      conversionError(.text("latitude=91; longitude=0"), CLPlacemark.self)?.message.contains(
        "not on Earth") == true)
    #expect(
      conversionError(.json([:]), CLPlacemark.self)?.message.contains(
        "no name, address or location") == true)
    #expect(
      conversionError(.json(["name": "x", "timeZone": "Nowhere/City"]), CLPlacemark.self)?.message
        .contains("not a time zone") == true)

    #expect(try convert(.text("applePay"), IntentPaymentMethod.self).paymentType == .applePay)
    #expect(
      conversionError(.text("cash"), IntentPaymentMethod.self)?.allowed.contains("credit") == true)

    #expect(try convert(.json(["term": " lake "]), StringSearchCriteria.self).term == "lake")
    #expect(
      conversionError(.json(["term": "a\u{0}"]), StringSearchCriteria.self)?.code
        == IntentsError.invalidValue)
  }

  @Test func structuredValuesAreWrittenAsTheirJSONForms() {
    #expect(
      ValueEncoding.json(Measurement(value: 3.5, unit: UnitLength.kilometers)) == [
        "value": 3.5, "unit": "km",
      ])
    #expect(
      ValueEncoding.json(DateComponents(year: 2024, month: 5, day: 1)) == [
        "year": 2024, "month": 5, "day": 1,
      ])
    #expect(ValueEncoding.json(StringSearchCriteria(term: "x")) == ["term": "x"])
    #expect(ValueEncoding.json(IntentPaymentMethod(type: .debit)) == ["type": "debit"])
    #expect(ValueKind.of(Measurement<UnitMass>.self).kind == .measurement("mass"))
    #expect(ValueKind.of(Duration?.self) == (.duration, true))
  }
}

/// The input converted as a parameter of the type would be.
private func convert<T>(_ input: ValueInput, _ type: T.Type) throws -> T {
  try #require(try ValueConverter.primitive(input, as: type, what: "value") as? T)
}

/// The error converting the input gives, or `nil`.
private func conversionError<T>(_ input: ValueInput, _ type: T.Type) -> IntentsError? {
  do {
    _ = try ValueConverter.primitive(input, as: type, what: "value")
    return nil
  } catch {
    return error as? IntentsError
  }
}
