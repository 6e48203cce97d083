import Foundation

/// The JSON form of a placemark: its parts, with the location as latitude, longitude and
/// altitude, and the time zone by identifier.
struct PlacemarkCoding: Codable, Hashable {
  struct Location: Codable, Hashable {
    var latitude: Double
    var longitude: Double
    var altitude: Double?
  }

  var name: String?
  var thoroughfare: String?
  var subThoroughfare: String?
  var locality: String?
  var subLocality: String?
  var administrativeArea: String?
  var subAdministrativeArea: String?
  var postalCode: String?
  var isoCountryCode: String?
  var country: String?
  var inlandWater: String?
  var ocean: String?
  var areasOfInterest: [String]?
  var location: Location?
  var timeZone: String?

  init(_ placemark: CLPlacemark) {
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea
    subAdministrativeArea = placemark.subAdministrativeArea
    postalCode = placemark.postalCode
    isoCountryCode = placemark.isoCountryCode
    country = placemark.country
    inlandWater = placemark.inlandWater
    ocean = placemark.ocean
    areasOfInterest = placemark.areasOfInterest
    location = placemark.location.map {
      Location(
        latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude,
        altitude: $0.verticalAccuracy >= 0 ? $0.altitude : nil)
    }
    timeZone = placemark.timeZone?.identifier
  }
}

extension CLPlacemark {
  /// A placemark from its decoded parts, checking the coordinate and the time zone.
  convenience init(parts: PlacemarkCoding, codingPath: [any CodingKey]) throws {
    var location: CLLocation?
    if let point = parts.location {
      let coordinate = CLLocationCoordinate2D(latitude: point.latitude, longitude: point.longitude)
      guard CLLocationCoordinate2DIsValid(coordinate) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath,
            debugDescription:
              "The placemark's location (\(point.latitude), \(point.longitude)) is not on Earth: "
              + "latitude must be between -90 and 90, longitude between -180 and 180."))
      }
      location = CLLocation(
        coordinate: coordinate, altitude: point.altitude ?? 0, horizontalAccuracy: 0,
        verticalAccuracy: point.altitude == nil ? -1 : 0, timestamp: Date(timeIntervalSince1970: 0))
    }
    var timeZone: TimeZone?
    if let identifier = parts.timeZone {
      guard let zone = TimeZone(identifier: identifier) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath,
            debugDescription:
              "‘\(identifier)’ is not a time zone identifier; write one such as Europe/Paris or "
              + "America/Los_Angeles."))
      }
      timeZone = zone
    }
    self.init(
      location: location, name: parts.name, thoroughfare: parts.thoroughfare,
      subThoroughfare: parts.subThoroughfare, locality: parts.locality,
      subLocality: parts.subLocality, administrativeArea: parts.administrativeArea,
      subAdministrativeArea: parts.subAdministrativeArea, postalCode: parts.postalCode,
      isoCountryCode: parts.isoCountryCode, country: parts.country,
      inlandWater: parts.inlandWater, ocean: parts.ocean, areasOfInterest: parts.areasOfInterest,
      timeZone: timeZone)
  }
}
