import CoreLocation
import Foundation
import Testing

@Suite struct LocationTests {
  @Test func distanceFollowsTheEllipsoidBetweenCities() {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5072, longitude: -0.1276)
    let distance = paris.distance(from: london)
    // A sphere of the Earth's mean radius gives 343.5 km; the ellipsoid differs by well under 1%.
    #expect(distance > 343_000 && distance < 345_000)
    #expect(abs(london.distance(from: paris) - distance) < 1e-6)
    #expect(paris.distance(from: paris) == 0)
  }

  @Test func distanceAcrossTheDateLineAndToThePoleIsTheShortWay() {
    let fiji = CLLocation(latitude: -17.7134, longitude: 178.065)
    let samoa = CLLocation(latitude: -13.759, longitude: -172.1046)
    #expect(abs(fiji.distance(from: samoa) - 1_140_000) < 6_000)
    let pole = CLLocation(latitude: 90, longitude: 0)
    let equator = CLLocation(latitude: 0, longitude: 45)
    // A quarter meridian of the WGS 84 ellipsoid.
    #expect(abs(pole.distance(from: equator) - 10_001_966) < 10)
  }

  @Test func nearlyAntipodalPointsFallBackToTheGreatCircle() {
    let start = CLLocation(latitude: 0, longitude: 0)
    let end = CLLocation(latitude: 0.5, longitude: 179.7)
    let distance = start.distance(from: end)
    #expect(distance > 19_900_000 && distance < 20_040_000)
  }

  @Test func coordinatesAreValidOnlyOnEarth() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(45, 90)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 181)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    let nowhere = CLLocation(
      coordinate: kCLLocationCoordinate2DInvalid, altitude: 0, horizontalAccuracy: 5,
      verticalAccuracy: 5, timestamp: Date())
    #expect(nowhere.horizontalAccuracy < 0)
  }

  @Test func aLocationKeepsItsMeasurementsAndDescribesThem() {
    let when = Date(timeIntervalSince1970: 1_700_000_000)
    let location = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 46.5, longitude: 7.9), altitude: 2061,
      horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 1.5, timestamp: when)
    #expect(location.altitude == 2061)
    #expect(location.speed == 1.5)
    #expect(location.courseAccuracy == -1)
    #expect(location.description.hasPrefix("<+46.50000000,+7.90000000> +/- 5.00m"))
    #expect(location.isEqual(location.copy()))
    #expect(!location.isEqual(CLLocation(latitude: 46.5, longitude: 7.9)))
  }
}
