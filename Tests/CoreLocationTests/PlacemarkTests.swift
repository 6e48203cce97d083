import CoreLocation
import Foundation
import Testing

@Suite struct PlacemarkTests {
  static let eiffel = CLPlacemark(
    location: CLLocation(latitude: 48.8584, longitude: 2.2945), name: "Eiffel Tower",
    thoroughfare: "Avenue Gustave Eiffel", subThoroughfare: "5", locality: "Paris",
    administrativeArea: "Île-de-France", postalCode: "75007", isoCountryCode: "FR",
    country: "France", areasOfInterest: ["Champ de Mars"],
    timeZone: TimeZone(identifier: "Europe/Paris"))

  @Test func addressLinesFollowTheCountrysOrder() {
    #expect(
      Self.eiffel.formattedAddressLines == ["5 Avenue Gustave Eiffel", "75007 Paris", "France"])
    let cupertino = CLPlacemark(
      thoroughfare: "Infinite Loop", subThoroughfare: "1", locality: "Cupertino",
      administrativeArea: "CA", postalCode: "95014", isoCountryCode: "US",
      country: "United States")
    #expect(
      cupertino.formattedAddressLines == ["1 Infinite Loop", "Cupertino CA 95014", "United States"])
    #expect(CLPlacemark(locality: "Zermatt").formattedAddressLines == ["Zermatt"])
    #expect(Self.eiffel.description.hasPrefix("Eiffel Tower, 5 Avenue Gustave Eiffel"))
  }

  @Test func aPlacemarkRoundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode(Self.eiffel)
    let decoded = try JSONDecoder().decode(CLPlacemark.self, from: data)
    #expect(decoded.isEqual(Self.eiffel))
    #expect(decoded.timeZone?.identifier == "Europe/Paris")
    #expect(decoded.location?.coordinate.latitude == 48.8584)
    #expect(decoded.areasOfInterest == ["Champ de Mars"])
    let copy = CLPlacemark(placemark: decoded)
    #expect(copy.isEqual(Self.eiffel) && copy.hash == Self.eiffel.hash)
  }

  @Test func absentPartsAreLeftOutOfTheJSON() throws {
    let json = String(decoding: try JSONEncoder().encode(CLPlacemark(name: "Hut")), as: UTF8.self)
    #expect(json == #"{"name":"Hut"}"#)
  }

  @Test func decodingRefusesCoordinatesOffEarthAndUnknownTimeZones() {
    let offEarth = Data(#"{"location": {"latitude": 95, "longitude": 0}}"#.utf8)
    #expect {
      try JSONDecoder().decode(CLPlacemark.self, from: offEarth)
    } throws: { error in
      "\(error)".contains("not on Earth")
    }
    let zone = Data(#"{"name": "x", "timeZone": "Mars/Olympus"}"#.utf8)
    #expect {
      try JSONDecoder().decode(CLPlacemark.self, from: zone)
    } throws: { error in
      "\(error)".contains("not a time zone identifier")
    }
  }
}
