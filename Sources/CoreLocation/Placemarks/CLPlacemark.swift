public import Foundation

/// A place described for people: its name, postal address parts, location and time zone.
///
/// ```swift
/// let placemark = CLPlacemark(
///   location: CLLocation(latitude: 48.8584, longitude: 2.2945), name: "Eiffel Tower",
///   thoroughfare: "Avenue Gustave Eiffel", subThoroughfare: "5", locality: "Paris",
///   postalCode: "75007", isoCountryCode: "FR", country: "France",
///   timeZone: TimeZone(identifier: "Europe/Paris"))
/// placemark.formattedAddressLines  // ["5 Avenue Gustave Eiffel", "75007 Paris", "France"]
/// ```
///
/// On Apple platforms placemarks come from a geocoder or from MapKit. There is no geocoding
/// service on a Linux server, so OpenIntents adds an initializer with each part, and `Codable`
/// so that a placemark travels as JSON.
open class CLPlacemark: NSObject, NSCopying, Codable, @unchecked Sendable {
  // @unchecked Sendable: every stored property is a `let` of a Sendable value, or of an
  // immutable `CLLocation`; the class is `open` like Apple's, which rules out plain `Sendable`.

  /// The location of the place.
  public let location: CLLocation?
  /// The name of the place, such as "Eiffel Tower".
  public let name: String?
  /// The street, such as "Avenue Gustave Eiffel".
  public let thoroughfare: String?
  /// The street number, such as "5".
  public let subThoroughfare: String?
  /// The city, such as "Paris".
  public let locality: String?
  /// The neighborhood or district, such as "Gros-Caillou".
  public let subLocality: String?
  /// The state or region, such as "Île-de-France" or "CA".
  public let administrativeArea: String?
  /// The county or department, such as "Santa Clara".
  public let subAdministrativeArea: String?
  /// The postal code, such as "75007".
  public let postalCode: String?
  /// The ISO 3166-1 alpha-2 code of the country, such as "FR".
  public let isoCountryCode: String?
  /// The name of the country, such as "France".
  public let country: String?
  /// The lake, river or other inland water the place is on or in.
  public let inlandWater: String?
  /// The ocean the place is on or in.
  public let ocean: String?
  /// Landmarks and areas of interest at the place, such as "Champ de Mars".
  public let areasOfInterest: [String]?
  /// The time zone of the place.
  public let timeZone: TimeZone?

  /// A copy of another placemark.
  public init(placemark: CLPlacemark) {
    location = placemark.location
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
    timeZone = placemark.timeZone
  }

  /// A placemark from its parts; every part is optional.
  ///
  /// This is an OpenIntents addition: on Apple platforms placemarks come from a geocoder.
  public init(
    location: CLLocation? = nil, name: String? = nil, thoroughfare: String? = nil,
    subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
    administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
    postalCode: String? = nil, isoCountryCode: String? = nil, country: String? = nil,
    inlandWater: String? = nil, ocean: String? = nil, areasOfInterest: [String]? = nil,
    timeZone: TimeZone? = nil
  ) {
    self.location = location
    self.name = name
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.subAdministrativeArea = subAdministrativeArea
    self.postalCode = postalCode
    self.isoCountryCode = isoCountryCode
    self.country = country
    self.inlandWater = inlandWater
    self.ocean = ocean
    self.areasOfInterest = areasOfInterest
    self.timeZone = timeZone
  }

  /// Decodes a placemark from the form ``encode(to:)`` writes. Throws when the location is
  /// not a point on Earth or the time zone identifier is unknown.
  public required convenience init(from decoder: any Decoder) throws {
    let parts = try PlacemarkCoding(from: decoder)
    try self.init(parts: parts, codingPath: decoder.codingPath)
  }

  /// Encodes the placemark as an object of its parts: `{"name": …, "locality": …,
  /// "location": {"latitude": …, "longitude": …}, "timeZone": "Europe/Paris"}`; absent parts
  /// are left out.
  open func encode(to encoder: any Encoder) throws {
    try PlacemarkCoding(self).encode(to: encoder)
  }

  /// The placemark itself: a placemark is immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether the other object is a placemark with the same parts and location.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CLPlacemark else { return false }
    return PlacemarkCoding(self) == PlacemarkCoding(other)
  }

  /// A hash of the placemark's parts, consistent with `isEqual(_:)`.
  open override var hash: Int { PlacemarkCoding(self).hashValue }

  /// The name and address on one line, such as "Eiffel Tower, 5 Avenue Gustave Eiffel,
  /// 75007 Paris, France".
  open override var description: String {
    var lines = formattedAddressLines
    if let name, lines.first != name { lines.insert(name, at: 0) }
    return lines.joined(separator: ", ")
  }
}
