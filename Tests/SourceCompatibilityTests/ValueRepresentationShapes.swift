// `ValueRepresentation` (iOS 26.4) as Apple's documentation writes it: an entity exported as
// a person or a place (GeoToolbox's `PlaceDescriptor`), one way or both ways, inside
// `transferRepresentation` beside representations that carry bytes. Compiled in the Swift 5
// language mode, as app code is.

import AppIntents
import CoreLocation
import Foundation
import GeoToolbox
import Testing

struct PersonShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Person"
  static var defaultQuery = PersonShapeQuery()

  var id: String
  var name: String
  var email: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  enum ImportError: Error { case missingIdentifier }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(
      exporting: { person in
        IntentPerson(
          identifier: .applicationDefined(person.id),
          name: .displayName(person.name),
          handle: .init(emailAddress: person.email)
        )
      },
      importing: { person in
        guard case let .applicationDefined(id) = person.identifier else {
          throw ImportError.missingIdentifier
        }
        return PersonShape(id: id, name: "\(person.name)", email: "")
      }
    )
    ProxyRepresentation(exporting: \.name)
  }
}

struct PersonShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [PersonShape] { [] }
}

struct AuthorShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
  static var defaultQuery = AuthorShapeQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  // Export only, spelled with the struct's own name.
  static var transferRepresentation: some TransferRepresentation {
    IntentValueRepresentation(exporting: { author in
      IntentPerson(identifier: .unknown, name: .displayName(author.id), handle: nil)
    })
  }
}

struct AuthorShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [AuthorShape] { [] }
}

// A landmark shared as a place, as the WWDC26 sample writes it: exported with its coordinate and
// name, made from a place by the nearest landmark.
struct LandmarkPlaceShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static var defaultQuery = LandmarkPlaceShapeQuery()

  var id: Int
  var name: String
  var latitude: Double
  var longitude: Double

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = [
    LandmarkPlaceShape(id: 1, name: "Eiffel Tower", latitude: 48.8584, longitude: 2.2945),
    LandmarkPlaceShape(id: 2, name: "Matterhorn", latitude: 45.9763, longitude: 7.6586),
  ]

  enum ImportError: Error { case noCoordinate }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(
      exporting: { landmark in
        PlaceDescriptor(
          representations: [
            .coordinate(
              CLLocationCoordinate2D(latitude: landmark.latitude, longitude: landmark.longitude))
          ],
          commonName: landmark.name
        )
      },
      importing: { place in
        guard let coordinate = place.coordinate else { throw ImportError.noCoordinate }
        let nearest = all.min { first, second in
          abs(first.latitude - coordinate.latitude) + abs(first.longitude - coordinate.longitude)
            < abs(second.latitude - coordinate.latitude)
            + abs(second.longitude - coordinate.longitude)
        }
        return nearest!
      }
    )
    ProxyRepresentation(exporting: \.name)
  }
}

struct LandmarkPlaceShapeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [LandmarkPlaceShape] {
    LandmarkPlaceShape.all.filter { identifiers.contains($0.id) }
  }
}

// A place as a parameter and as a result, and a place exported only.
struct OpenInMapsShape: AppIntent {
  static var title: LocalizedStringResource = "Open in Maps"

  @Parameter(title: "Destination")
  var destination: PlaceDescriptor

  @Parameter(title: "Stops", default: [])
  var stops: [PlaceDescriptor]

  func perform() async throws -> some IntentResult & ReturnsValue<PlaceDescriptor> {
    .result(value: destination)
  }
}

struct VisitShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Visit"
  static var defaultQuery = VisitShapeQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  static var transferRepresentation: some TransferRepresentation {
    IntentValueRepresentation(exporting: { visit in
      PlaceDescriptor(
        representations: [.address("1 Infinite Loop\nCupertino, CA 95014")], commonName: nil,
        supportingRepresentations: [.serviceIdentifiers(["com.apple.maps": visit.id])])
    })
  }
}

struct VisitShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [VisitShape] { [] }
}

@Suite struct ValueRepresentationShapes {
  @Test func theRepresentationsConvertAsDeclared() async throws {
    let conversions = PersonShape.intentValueConversions
    #expect(conversions.map(\.name) == ["IntentPerson"])
    let ada = PersonShape(id: "ada", name: "Ada", email: "ada@example.com")
    let person = try #require(try await conversions[0].export(ada) as? IntentPerson)
    #expect(person.identifier == .applicationDefined("ada"))
    #expect(person.handle?.value == .emailAddress("ada@example.com"))
    let importer = try #require(conversions[0].importer)
    let back = try #require(try await importer(person) as? PersonShape)
    #expect(back.id == "ada")
    // Export only: no importer.
    #expect(AuthorShape.intentValueConversions.first?.importer == nil)
  }

  @Test func aPlaceRepresentationConvertsBothWays() async throws {
    let conversions = LandmarkPlaceShape.intentValueConversions
    #expect(conversions.map(\.name) == ["PlaceDescriptor"])
    let place = try #require(
      try await conversions[0].export(LandmarkPlaceShape.all[1]) as? PlaceDescriptor)
    #expect(place.commonName == "Matterhorn")
    #expect(place.coordinate?.latitude == 45.9763)
    let importer = try #require(conversions[0].importer)
    let near = PlaceDescriptor(
      representations: [.coordinate(CLLocationCoordinate2D(latitude: 48.86, longitude: 2.29))],
      commonName: nil)
    let back = try #require(try await importer(near) as? LandmarkPlaceShape)
    #expect(back.id == 1)
    // The importer's own error comes through.
    let street = PlaceDescriptor(representations: [.address("Rue de Rivoli")], commonName: nil)
    await #expect(throws: LandmarkPlaceShape.ImportError.self) { _ = try await importer(street) }
    #expect(VisitShape.intentValueConversions.first?.importer == nil)
    // A place is a system value, shown by its name.
    #expect(PlaceDescriptor.persistentIdentifier == "PlaceDescriptor")
    #expect(place.displayRepresentation.title == "Matterhorn")
    #expect(place.displayRepresentation.subtitle == "45.976300, 7.658600")
    // Without a name: the address on one line, then the coordinate.
    let office = PlaceDescriptor(
      representations: [
        .address("1 Infinite Loop\nCupertino, CA 95014"),
        .coordinate(CLLocationCoordinate2D(latitude: 37.3318, longitude: -122.0312)),
      ],
      commonName: nil)
    #expect(office.displayRepresentation.title == "1 Infinite Loop, Cupertino, CA 95014")
    #expect(office.displayRepresentation.subtitle == "37.331800, -122.031200")
    #expect(PlaceDescriptor.typeDisplayRepresentation.name == "Place")
  }

  @Test func dataConversionsPassOverIt() async throws {
    let ada = PersonShape(id: "ada", name: "Ada", email: "ada@example.com")
    // The proxy after the value representation still exports the name as text.
    let text = try await ada.exported(as: .plainText)
    #expect(String(decoding: text, as: UTF8.self) == "Ada")
    #expect(PersonShape.importedContentTypes().isEmpty)
    // A type whose only representation is a value one has no data to export.
    await #expect(throws: (any Error).self) {
      _ = try await AuthorShape(id: "x").exported(as: nil)
    }
  }
}
