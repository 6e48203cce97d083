public import Foundation

/// A geographical location: a coordinate with its altitude, accuracy, course, speed and the time
/// it was determined.
///
/// ```swift
/// let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
/// let london = CLLocation(latitude: 51.5072, longitude: -0.1276)
/// paris.distance(from: london)  // about 343,900 meters
/// ```
///
/// There is no location hardware on a Linux server: locations come from the app's data or from
/// the caller, never from a `CLLocationManager`.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
  // @unchecked Sendable: every stored property is a `let` of a Sendable value type; the class
  // is `open` like Apple's, which rules out plain `Sendable`.

  /// The latitude and longitude.
  public let coordinate: CLLocationCoordinate2D
  /// The altitude above mean sea level, in meters.
  public let altitude: CLLocationDistance
  /// The altitude above the WGS 84 ellipsoid, in meters.
  public let ellipsoidalAltitude: CLLocationDistance
  /// The radius of uncertainty of the coordinate, in meters; negative when the coordinate is
  /// not valid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of the altitude, in meters; negative when the altitude is not known.
  public let verticalAccuracy: CLLocationAccuracy
  /// The direction of travel in degrees from true north; negative when not known.
  public let course: CLLocationDirection
  /// The uncertainty of the course, in degrees; negative when not known.
  public let courseAccuracy: CLLocationDirectionAccuracy
  /// The speed in meters per second; negative when not known.
  public let speed: CLLocationSpeed
  /// The uncertainty of the speed, in meters per second; negative when not known.
  public let speedAccuracy: CLLocationSpeedAccuracy
  /// When the location was determined.
  public let timestamp: Date

  /// A location at a latitude and longitude, with no altitude, known accuracy or motion,
  /// determined now.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A location with an altitude and accuracies, with no known motion.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1,
      timestamp: timestamp)
  }

  /// A location with an altitude, accuracies, a course and a speed.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, course: course, courseAccuracy: -1, speed: speed,
      speedAccuracy: -1, timestamp: timestamp)
  }

  /// A location with every measurement and its accuracy.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
    speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.ellipsoidalAltitude = altitude
    // A coordinate that is not on Earth has no accuracy, as Core Location reports it.
    self.horizontalAccuracy = CLLocationCoordinate2DIsValid(coordinate) ? hAccuracy : -1
    self.verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
  }

  /// The location itself: a location is immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether the other object is a location with the same coordinate, altitude, accuracies,
  /// motion and time.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CLLocation else { return false }
    return coordinate.latitude == other.coordinate.latitude
      && coordinate.longitude == other.coordinate.longitude && altitude == other.altitude
      && horizontalAccuracy == other.horizontalAccuracy
      && verticalAccuracy == other.verticalAccuracy && course == other.course
      && speed == other.speed && timestamp == other.timestamp
  }

  /// A hash of the coordinate and time, consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(coordinate.latitude)
    hasher.combine(coordinate.longitude)
    hasher.combine(timestamp)
    return hasher.finalize()
  }

  /// The location as Core Location writes it: `<+48.85660000,+2.35220000> +/- 0.00m`.
  open override var description: String {
    func signed(_ value: Double) -> String {
      (value >= 0 ? "+" : "") + String(format: "%.8f", value)
    }
    var text =
      "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- "
      + String(format: "%.2fm", horizontalAccuracy)
    if verticalAccuracy >= 0 {
      text += String(format: ", altitude %.2fm +/- %.2fm", altitude, verticalAccuracy)
    }
    if speed >= 0 { text += String(format: ", speed %.2f mps", speed) }
    if course >= 0 { text += String(format: ", course %.2f", course) }
    return text + " @ " + timestamp.formatted(.iso8601)
  }
}
