import AppIntents
import GeoToolbox

extension PlaceDescriptor {
  /// A place descriptor from caller input:
  ///
  /// - JSON in its `Codable` form: `{"commonName": "Eiffel Tower", "representations":
  ///   [{"coordinate": {"latitude": 48.8584, "longitude": 2.2945}}, {"address": "…"}],
  ///   "supportingRepresentations": [{"serviceIdentifiers": {"com.apple.maps": "…"}}]}`;
  /// - text `48.8584,2.2945` (a coordinate), or `commonName=Eiffel Tower; latitude=48.8584;
  ///   longitude=2.2945; address=Champ de Mars, Paris` as people type it on a command line.
  ///
  /// A place needs at least one representation; coordinates must be on Earth. The name is one
  /// line; an address may have several, and neither holds other control characters.
  static func read(_ input: ValueInput, what: String) throws -> PlaceDescriptor {
    let example =
      #"{"commonName": "Eiffel Tower", "representations": [{"coordinate": "#
      + #"{"latitude": 48.8584, "longitude": 2.2945}}]}"#
    if case .text(let text) = input, let coordinate = coordinate(in: text) {
      return PlaceDescriptor(representations: [.coordinate(coordinate)], commonName: nil)
    }
    guard let members = ObjectInput.members(of: input) else {
      throw ObjectInput.notAnObject(input, what: what, kind: "a place", example: example)
    }
    let object = ObjectInput(members: members, what: what, kind: "a place", input: input)
    if case .text = input, members["representations"] == nil {
      return try typed(object)
    }
    try object.only(["commonName", "representations", "supportingRepresentations"])
    _ = try object.text("commonName")
    let place: PlaceDescriptor
    do {
      place = try JSONDecoder().decode(
        PlaceDescriptor.self, from: Data(JSONValue.object(members).description.utf8))
    } catch let error as DecodingError {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ is not a place: \(DecodingMessage.text(of: error))")
    }
    for case .address(let address) in place.representations {
      try checkedAddress(address, field: "\(what).representations.address")
    }
    return place
  }

  /// A place typed as `key=value` pairs: a name, an address, a latitude and a longitude.
  private static func typed(_ object: ObjectInput) throws -> PlaceDescriptor {
    try object.only(["commonName", "address", "latitude", "longitude"])
    var representations: [PlaceRepresentation] = []
    let latitude = try object.number("latitude")
    let longitude = try object.number("longitude")
    switch (latitude, longitude) {
    case (let latitude?, let longitude?):
      let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
      guard CLLocationCoordinate2DIsValid(coordinate) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(object.what)’ is not on Earth: latitude must be between -90 and 90, longitude "
            + "between -180 and 180.")
      }
      representations.append(.coordinate(coordinate))
    case (nil, nil): break
    default:
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(object.what)’ needs both latitude and longitude, or neither.")
    }
    if let address = try object.text("address"), !address.isEmpty {
      representations.append(.address(address))
    }
    guard !representations.isEmpty else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(object.what)’ is a place with no address or coordinate; give at least one.")
    }
    return PlaceDescriptor(
      representations: representations, commonName: try object.text("commonName"))
  }

  /// The address, refused when it holds a control character other than a line break.
  private static func checkedAddress(_ address: String, field: String) throws {
    let lines = address.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for line in lines { _ = try ObjectInput.checked(String(line), field: field) }
  }

  /// `latitude,longitude` text as a coordinate on Earth; `nil` for other text.
  private static func coordinate(in text: String) -> CLLocationCoordinate2D? {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1])
    else { return nil }
    let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    return CLLocationCoordinate2DIsValid(coordinate) ? coordinate : nil
  }
}
