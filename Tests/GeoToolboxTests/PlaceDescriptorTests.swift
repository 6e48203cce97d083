import Foundation
import GeoToolbox
import Testing

@Suite struct PlaceDescriptorTests {
  static let tower = PlaceDescriptor(
    representations: [
      .coordinate(CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
      .address("Champ de Mars\n5 Avenue Anatole France\n75007 Paris"),
    ],
    commonName: "Eiffel Tower",
    supportingRepresentations: [.serviceIdentifiers(["com.apple.maps": "I6FD0AE4A7E16A2B"])])

  static let measured = CLLocation(
    coordinate: CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.8356), altitude: 3466,
    horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, courseAccuracy: 10, speed: 1.25,
    speedAccuracy: 0.5, timestamp: Date(timeIntervalSince1970: 1_780_000_000.25))

  @Test func theAccessorsReadTheRepresentations() {
    #expect(Self.tower.coordinate?.latitude == 48.8584)
    #expect(Self.tower.coordinate?.longitude == 2.2945)
    #expect(Self.tower.address == "Champ de Mars\n5 Avenue Anatole France\n75007 Paris")
    #expect(Self.tower.serviceIdentifier(for: "com.apple.maps") == "I6FD0AE4A7E16A2B")
    #expect(Self.tower.serviceIdentifier(for: "com.example.maps") == nil)
    // A device location gives its coordinate; an address alone gives none.
    let summit = PlaceDescriptor(representations: [.deviceLocation(Self.measured)], commonName: nil)
    #expect(summit.coordinate?.longitude == 7.8356 && summit.address == nil)
    let street = PlaceDescriptor(representations: [.address("Rue de Rivoli")], commonName: nil)
    #expect(street.coordinate == nil)
    #expect(Self.tower.description.hasPrefix("Eiffel Tower: 48.858400, 2.294500; Champ de Mars"))
  }

  @Test func theJSONHasOneMemberPerRepresentationAndNoCompilerKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(Self.tower), as: UTF8.self)
    #expect(
      json == #"{"commonName":"Eiffel Tower","representations":[{"coordinate":"#
        + #"{"latitude":48.8584,"longitude":2.2945}},{"address":"Champ de Mars\n5 Avenue "#
        + #"Anatole France\n75007 Paris"}],"supportingRepresentations":[{"serviceIdentifiers":"#
        + #"{"com.apple.maps":"I6FD0AE4A7E16A2B"}}]}"#)
    // No name and no supporting representation: both left out.
    let bare = PlaceDescriptor(representations: [.address("Rue de Rivoli")], commonName: nil)
    #expect(
      String(decoding: try encoder.encode(bare), as: UTF8.self)
        == #"{"representations":[{"address":"Rue de Rivoli"}]}"#)
  }

  @Test func aDescriptorRoundTripsThroughJSON() throws {
    let place = PlaceDescriptor(
      representations: Self.tower.representations + [.deviceLocation(Self.measured)],
      commonName: "Somewhere", supportingRepresentations: Self.tower.supportingRepresentations)
    let decoded = try JSONDecoder().decode(
      PlaceDescriptor.self, from: try JSONEncoder().encode(place))
    #expect(decoded == place)
    guard case .deviceLocation(let location)? = decoded.representations.last else {
      Issue.record("the device location did not come back")
      return
    }
    #expect(location.altitude == 3466 && location.speed == 1.25 && location.course == 90)
    #expect(location.timestamp == Self.measured.timestamp)
    // A location that knows nothing but its coordinate comes back knowing nothing more.
    let unknown = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 0,
      horizontalAccuracy: -1, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 0))
    let sparse = PlaceDescriptor(representations: [.deviceLocation(unknown)], commonName: nil)
    let sparseJSON = try JSONEncoder().encode(sparse)
    #expect(try JSONDecoder().decode(PlaceDescriptor.self, from: sparseJSON) == sparse)
    #expect(!String(decoding: sparseJSON, as: UTF8.self).contains("Accuracy"))
  }

  @Test func equalityComparesNameAndEveryRepresentation() {
    let same = PlaceDescriptor(
      representations: Self.tower.representations, commonName: "Eiffel Tower",
      supportingRepresentations: Self.tower.supportingRepresentations)
    #expect(same == Self.tower)
    let renamed = PlaceDescriptor(
      representations: Self.tower.representations, commonName: "La tour",
      supportingRepresentations: Self.tower.supportingRepresentations)
    #expect(renamed != Self.tower)
    let moved = PlaceDescriptor.PlaceRepresentation.coordinate(
      CLLocationCoordinate2D(latitude: 48.8585, longitude: 2.2945))
    #expect(moved != Self.tower.representations[0])
    #expect(PlaceDescriptor.PlaceRepresentation.address("A") != .address("B"))
    #expect(
      PlaceDescriptor.PlaceRepresentation.deviceLocation(Self.measured)
        == .deviceLocation(Self.measured))
  }

  @Test(arguments: [
    (#"{"representations": []}"#, "at least one representation"),
    (#"{"representations": [{"coordinate": {"latitude": 91, "longitude": 0}}]}"#, "not on Earth"),
    (#"{"representations": [{"street": "Rue de Rivoli"}]}"#, "address, coordinate"),
    (#"{"representations": [{"address": "A", "coordinate": {}}]}"#, "one member"),
    (#"{"representations": [{"address": "  "}]}"#, "no text"),
    (
      #"{"representations": [{"deviceLocation": {"latitude": 1, "longitude": 2, "#
        + #""timestamp": "yesterday"}}]}"#, "ISO 8601"
    ),
  ])
  func decodingRefusesWhatIsNotAPlace(json: String, saying: String) {
    do {
      _ = try JSONDecoder().decode(PlaceDescriptor.self, from: Data(json.utf8))
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(saying))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
