import AppIntents
import Foundation
import Testing

@Suite struct LocalizationTests {
  @Test func literalsAreTheirOwnKey() {
    let resource: LocalizedStringResource = "100% pure"
    #expect(resource.key == "100%% pure")
    #expect(String(localized: resource) == "100% pure")
  }

  @Test func interpolationKeepsArgumentsAndSpecifiers() {
    let name = "Bern"
    let count = 3
    let resource: LocalizedStringResource = "\(count) trails near \(name) (\(2.5) km)"
    #expect(resource.key == "%lld trails near %@ (%lf km)")
    #expect(String(localized: resource) == "3 trails near Bern (2.5 km)")
  }

  @Test func placeholdersAreFilledWhenFormatted() {
    let format: LocalizedStringResource = "\(placeholder: .int) trails"
    #expect(format.key == "%lld trails")
    #expect(format.formatted(placeholderValues: [12]) == "12 trails")
  }

  @Test func keysWithDefaultValuesAndNestedResources() {
    let resource = LocalizedStringResource(
      "greeting", defaultValue: "Hello, \(LocalizedStringResource("world"))")
    #expect(resource.key == "greeting")
    #expect(String(localized: resource) == "Hello, world")
    #expect(String(localized: "plain") == "plain")
  }

  @Test func translationsComeFromTheResourceBundleTable() throws {
    let bundleURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("oi-\(UUID().uuidString).bundle")
    let lproj = bundleURL.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundleURL) }
    let strings = """
      "%lld trails near %@" = "%2$@ has %1$lld trails";
      "Landmark" = "Sight";
      "%@ at %lf km" = "Ça: %2$.1lf km — %1$@, 100%% ✓ %q %́ %@́ %%́ %9$@ %";
      """
    try Data(strings.utf8).write(to: lproj.appendingPathComponent("Places.strings"))
    let bundle = try #require(Bundle(url: bundleURL))

    let place = "Bern"
    let resource = LocalizedStringResource(
      "\(4) trails near \(place)", table: "Places", bundle: bundle)
    #expect(String(localized: resource) == "Bern has 4 trails")
    // Positions, precision and text around them in any script are kept; what is not a
    // conversion — an unknown letter, a percent sign or a conversion letter with a combining
    // accent, a percent sign at the end, a position past the arguments — stays as written.
    let distance = LocalizedStringResource(
      "\(place) at \(2.25) km", table: "Places", bundle: bundle)
    #expect(String(localized: distance) == "Ça: 2.2 km — Bern, 100% ✓ %q %́ %@́ %%́ %9$@ %")
    #expect(
      String(localized: LocalizedStringResource("Landmark", table: "Places", bundle: bundle))
        == "Sight")
    #expect(
      String(localized: LocalizedStringResource("Missing", table: "Places", bundle: bundle))
        == "Missing")
  }

  @Test func resourcesAreCodable() throws {
    let resource: LocalizedStringResource = "\(7) peaks in \("Valais")"
    let data = try JSONEncoder().encode(resource)
    let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: data)
    #expect(decoded == resource)
    #expect(String(localized: decoded) == "7 peaks in Valais")
  }

  @Test func entitiesAndEnumsInterpolateAsTheirTitles() {
    let resource: LocalizedStringResource = "\(PeakEntity.all[0]) in the \(Range_.alps)"
    #expect(String(localized: resource) == "Matterhorn in the Alps")
  }
}
