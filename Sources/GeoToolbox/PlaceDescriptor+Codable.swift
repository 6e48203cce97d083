import CoreLocation
import Foundation

// The JSON form of a place descriptor:
//
//   {"commonName": "Eiffel Tower",
//    "representations": [
//      {"coordinate": {"latitude": 48.8584, "longitude": 2.2945}},
//      {"address": "Champ de Mars, 75007 Paris, France"},
//      {"deviceLocation": {"latitude": 48.8583, "longitude": 2.2944, "horizontalAccuracy": 5,
//                          "timestamp": "2026-06-08T17:00:00.000Z"}}],
//    "supportingRepresentations": [{"serviceIdentifiers": {"com.apple.maps": "I6FD0AE4A7E16A2B"}}]}
//
// Each representation is an object of one member named after its case, with no compiler-made
// key such as `_0`. `commonName` is left out when there is none and `supportingRepresentations`
// when it is empty. Decoding refuses a descriptor with no representation and a coordinate off
// Earth.

extension PlaceDescriptor {
  private enum Key: String, CodingKey {
    case commonName, representations, supportingRepresentations
  }

  /// Decodes a descriptor from its JSON form, refusing one with no representation.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let representations = try container.decode(
      [PlaceRepresentation].self, forKey: .representations)
    guard !representations.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .representations, in: container,
        debugDescription:
          "A place needs at least one representation: an address, a coordinate or a device "
          + "location.")
    }
    self.init(
      representations: representations,
      commonName: try container.decodeIfPresent(String.self, forKey: .commonName),
      supportingRepresentations: try container.decodeIfPresent(
        [SupportingPlaceRepresentation].self, forKey: .supportingRepresentations) ?? [])
  }

  /// Encodes the descriptor in its JSON form: `{"commonName", "representations",
  /// "supportingRepresentations"}`, the name left out when there is none and the supporting
  /// representations when there are none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encodeIfPresent(commonName, forKey: .commonName)
    try container.encode(representations, forKey: .representations)
    if !supportingRepresentations.isEmpty {
      try container.encode(supportingRepresentations, forKey: .supportingRepresentations)
    }
  }
}

extension PlaceDescriptor.PlaceRepresentation {
  private enum Key: String, CodingKey, CaseIterable {
    case address, coordinate, deviceLocation
  }

  /// Decodes a representation: an object of one member, `address` (text), `coordinate`
  /// (`{"latitude", "longitude"}`) or `deviceLocation` (a coordinate with the measurements
  /// ``encode(to:)`` writes).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A place representation is an object of one member: "
            + Key.allCases.map(\.rawValue).joined(separator: ", ") + "."))
    }
    switch key {
    case .address:
      let address = try container.decode(String.self, forKey: .address)
      guard !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw DecodingError.dataCorruptedError(
          forKey: .address, in: container, debugDescription: "An address has no text.")
      }
      self = .address(address)
    case .coordinate:
      let point = try container.decode(LocationCoding.self, forKey: .coordinate)
      self = .coordinate(try point.coordinate(codingPath: container.codingPath + [key]))
    case .deviceLocation:
      let point = try container.decode(LocationCoding.self, forKey: .deviceLocation)
      self = .deviceLocation(try point.location(codingPath: container.codingPath + [key]))
    }
  }

  /// Encodes the representation as an object of one member: `{"address": "…"}`,
  /// `{"coordinate": {"latitude", "longitude"}}`, or `{"deviceLocation": {"latitude",
  /// "longitude", …}}` with each measurement the location knows (an accuracy that is not
  /// negative, with its value) and its time in ISO 8601.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .address(let address): try container.encode(address, forKey: .address)
    case .coordinate(let coordinate):
      try container.encode(LocationCoding(coordinate), forKey: .coordinate)
    case .deviceLocation(let location):
      try container.encode(LocationCoding(location), forKey: .deviceLocation)
    }
  }
}

extension PlaceDescriptor.SupportingPlaceRepresentation {
  private enum Key: String, CodingKey, CaseIterable {
    case serviceIdentifiers
  }

  /// Decodes a supporting representation: `{"serviceIdentifiers": {"com.apple.maps": "…"}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A supporting place representation is an object of one member: serviceIdentifiers."
        ))
    }
    self = .serviceIdentifiers(
      try container.decode([String: String].self, forKey: .serviceIdentifiers))
  }

  /// Encodes the supporting representation as an object of one member:
  /// `{"serviceIdentifiers": {"com.apple.maps": "…"}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .serviceIdentifiers(let identifiers):
      try container.encode(identifiers, forKey: .serviceIdentifiers)
    }
  }
}

/// A coordinate or a device location as JSON: latitude and longitude in degrees, and for a
/// location the measurements it knows and its time.
struct LocationCoding: Codable {
  var latitude: Double
  var longitude: Double
  var altitude: Double?
  var horizontalAccuracy: Double?
  var verticalAccuracy: Double?
  var course: Double?
  var courseAccuracy: Double?
  var speed: Double?
  var speedAccuracy: Double?
  var timestamp: String?

  init(_ coordinate: CLLocationCoordinate2D) {
    latitude = coordinate.latitude
    longitude = coordinate.longitude
  }

  /// A location's coordinate and what it knows: a measurement whose accuracy is negative (not
  /// known) is left out, except an altitude other than zero, so that the location decodes
  /// equal to itself.
  init(_ location: CLLocation) {
    self.init(location.coordinate)
    func known(_ value: Double) -> Double? { value >= 0 ? value : nil }
    horizontalAccuracy = known(location.horizontalAccuracy)
    verticalAccuracy = known(location.verticalAccuracy)
    altitude = verticalAccuracy != nil || location.altitude != 0 ? location.altitude : nil
    course = known(location.course)
    courseAccuracy = known(location.courseAccuracy)
    speed = known(location.speed)
    speedAccuracy = known(location.speedAccuracy)
    timestamp = location.timestamp.formatted(Self.timeFormat)
  }

  /// Times with milliseconds, such as `2026-06-08T17:00:00.250Z`.
  static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// The coordinate, refused when it is not on Earth.
  func coordinate(codingPath: [any CodingKey]) throws -> CLLocationCoordinate2D {
    let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    guard CLLocationCoordinate2DIsValid(coordinate) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription:
            "The coordinate (\(latitude), \(longitude)) is not on Earth: latitude must be "
            + "between -90 and 90, longitude between -180 and 180."))
    }
    return coordinate
  }

  /// The location: what is absent is not known (a negative accuracy, a zero altitude); a
  /// location without a time was measured at the reference date of 1970.
  func location(codingPath: [any CodingKey]) throws -> CLLocation {
    var time = Date(timeIntervalSince1970: 0)
    if let timestamp {
      guard
        let parsed = (try? Self.timeFormat.parse(timestamp))
          ?? (try? Date.ISO8601FormatStyle().parse(timestamp))
      else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath,
            debugDescription:
              "‘\(timestamp)’ is not a time in ISO 8601, such as 2026-06-08T17:00:00Z."))
      }
      time = parsed
    }
    return CLLocation(
      coordinate: try coordinate(codingPath: codingPath), altitude: altitude ?? 0,
      horizontalAccuracy: horizontalAccuracy ?? -1, verticalAccuracy: verticalAccuracy ?? -1,
      course: course ?? -1, courseAccuracy: courseAccuracy ?? -1, speed: speed ?? -1,
      speedAccuracy: speedAccuracy ?? -1, timestamp: time)
  }
}
