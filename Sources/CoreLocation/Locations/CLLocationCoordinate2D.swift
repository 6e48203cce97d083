// The coordinate types of Core Location: degrees, distances and a latitude–longitude pair.

/// A latitude or longitude in degrees, on the WGS 84 reference frame.
public typealias CLLocationDegrees = Double

/// A distance in meters.
public typealias CLLocationDistance = Double

/// The accuracy of a location value, in meters; a negative value means it is not known.
public typealias CLLocationAccuracy = Double

/// A direction in degrees clockwise from true north; a negative value means it is not known.
public typealias CLLocationDirection = Double

/// The accuracy of a direction, in degrees; a negative value means it is not known.
public typealias CLLocationDirectionAccuracy = Double

/// A speed in meters per second; a negative value means it is not known.
public typealias CLLocationSpeed = Double

/// The accuracy of a speed, in meters per second; a negative value means it is not known.
public typealias CLLocationSpeedAccuracy = Double

/// A geographical point: a latitude and a longitude in degrees.
///
/// Like Apple's, the structure is neither `Equatable` nor `Codable`, so the extensions apps
/// write to make it so keep compiling.
public struct CLLocationCoordinate2D: Sendable {
  /// The latitude in degrees, positive north of the equator, from -90 to 90.
  public var latitude: CLLocationDegrees
  /// The longitude in degrees, positive east of the prime meridian, from -180 to 180.
  public var longitude: CLLocationDegrees

  /// The coordinate at 0° latitude and 0° longitude.
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate from a latitude and a longitude in degrees.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether a coordinate is a point on Earth: its latitude lies between -90 and 90 degrees and
/// its longitude between -180 and 180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90.0...90.0).contains(coord.latitude) && (-180.0...180.0).contains(coord.longitude)
}

/// A coordinate from a latitude and a longitude in degrees.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A coordinate that is not valid, for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: -180, longitude: -180)

/// The largest distance a location can be from another: used as "any distance".
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// The distance filter that reports every change of location.
public let kCLDistanceFilterNone: CLLocationDistance = -1
