import AppIntents
import Foundation
import Testing

/// A type of the app's carried as a string, as Apple's `IntentValueConvertibleWrapper` lets.
struct TrailCode: IntentValueConvertibleWrapper, Equatable {
  let baseValue: String
  init(baseValue: String) throws {
    guard !baseValue.isEmpty else { throw CocoaError(.formatting) }
    self.baseValue = baseValue
  }
}

/// `AppIntentsTypeSupport` (iOS 27), re-exported by `AppIntents`: values as the system carries
/// them, compared by what they hold.
@Suite struct IntentValueConvertibleTests {
  /// What a test passes where Apple takes `some IntentValueConvertible`.
  static func container(_ value: some IntentValueConvertible) -> IntentValueContainer {
    value.makeContainer(context: IntentValueContainer.ConversionContext())
  }

  @Test func theStandardTypesAreConvertibleAsAppleListsThem() throws {
    let values: [any IntentValueConvertible] = [
      true, 3, Int8(3), Int16(3), Int32(3), Int64(3), 2.5, "Eiger", AttributedString("Eiger"),
      URL(string: "https://example.com")!, Date(timeIntervalSince1970: 0),
      DateComponents(year: 2026), DateInterval(start: .distantPast, duration: 60),
      Duration.seconds(90), PersonNameComponents(givenName: "Ada"),
      Measurement(value: 4.2, unit: UnitLength.kilometers),
      CLPlacemark(location: CLLocation(latitude: 46.5, longitude: 8.0), name: "Eiger"),
      [1, 2], Set(["a"]), Optional<String>.none, [Optional("x"), nil],
      try TrailCode(baseValue: "E1"),
    ]
    let containers = values.map { $0.makeContainer(context: .init()) }
    // Every value says what it is; an expression holds the same container.
    for (value, container) in zip(values, containers) {
      #expect(value.makeExpression().container == container, "\(value)")
    }
  }

  @Test func containersAreEqualWhenTheyHoldTheSameValue() throws {
    #expect(Self.container(3) == Self.container(Int64(3)))
    #expect(Self.container(Int8(-7)) == Self.container(-7))
    #expect(Self.container(3) != Self.container(3.0))
    #expect(Self.container("3") != Self.container(3))
    #expect(Self.container("Eiger") == Self.container("Eiger"))
    #expect(Self.container(true) != Self.container(1))
    #expect(
      Self.container(Measurement(value: 1, unit: UnitLength.kilometers))
        != Self.container(Measurement(value: 1000, unit: UnitLength.meters)))
    #expect(
      Self.container(Measurement(value: 1, unit: UnitLength.miles))
        == Self.container(Measurement(value: 1, unit: UnitLength.miles)))
  }

  @Test func listsKeepTheirOrderAndSetsHaveNone() {
    #expect(Self.container([1, 2, 3]) == Self.container([1, 2, 3]))
    #expect(Self.container([1, 2, 3]) != Self.container([3, 2, 1]))
    #expect(Self.container(Set([1, 2, 3])) == Self.container(Set([3, 1, 2])))
    #expect(Self.container(Set([1, 2])) != Self.container(Set([1, 2, 3])))
    #expect(Self.container(Set([1, 2])) != Self.container([1, 2]))
  }

  @Test func optionalsHoldTheirValueOrNone() {
    #expect(Self.container(Optional("x")) == Self.container("x"))
    #expect(Self.container(String?.none) == Self.container(Int?.none))
    #expect(Self.container(String?.none) != Self.container(""))
  }

  @Test func aWrapperIsCarriedAsItsBaseValue() throws {
    #expect(Self.container(try TrailCode(baseValue: "E1")) == Self.container("E1"))
    #expect(throws: CocoaError.self) { try TrailCode(baseValue: "") }
  }

  @Test func identifiersNameTypesAndEntities() {
    let type = AttributedTypeIdentifier(persistentIdentifier: "TrailEntity")
    #expect(type.bundleIdentifier == nil)
    let entity = AttributedEntityIdentifier(entityType: type, instanceIdentifier: "7")
    #expect(entity.entityType.persistentIdentifier == "TrailEntity")
    #expect(
      entity
        != AttributedEntityIdentifier(
          entityType: AttributedTypeIdentifier(
            persistentIdentifier: "TrailEntity", bundleIdentifier: "com.example.trails"),
          instanceIdentifier: "7"))
  }
}

extension IntentValueConvertibleTests {
  @Test func placemarksCompareByTheirParts() {
    let eiger = CLPlacemark(location: CLLocation(latitude: 46.58, longitude: 8.0), name: "Eiger")
    let same = CLPlacemark(location: CLLocation(latitude: 46.58, longitude: 8.0), name: "Eiger")
    let other = CLPlacemark(location: CLLocation(latitude: 46.58, longitude: 8.0), name: "Mönch")
    #expect(Self.container(eiger) == Self.container(same))
    #expect(Self.container(eiger) != Self.container(other))
  }
}
