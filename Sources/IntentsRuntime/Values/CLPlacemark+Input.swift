import AppIntents

extension CLPlacemark {
  /// The text members of a placemark, in the order its JSON form writes them.
  package static let textMembers = [
    "name", "thoroughfare", "subThoroughfare", "locality", "subLocality", "administrativeArea",
    "subAdministrativeArea", "postalCode", "isoCountryCode", "country", "inlandWater", "ocean",
    "timeZone",
  ]

  /// A placemark from caller input:
  ///
  /// - JSON `{"name": "Eiffel Tower", "locality": "Paris", "isoCountryCode": "FR",
  ///   "location": {"latitude": 48.8584, "longitude": 2.2945}, "timeZone": "Europe/Paris"}`,
  ///   with any of the parts of ``CLPlacemark`` and `areasOfInterest` as a list;
  /// - text `48.8584,2.2945` (a coordinate), or `name=Eiffel Tower; locality=Paris;
  ///   latitude=48.8584; longitude=2.2945`.
  ///
  /// A placemark needs at least one part; the coordinate must be on Earth and the time zone an
  /// identifier such as `Europe/Paris`.
  static func read(_ input: ValueInput, what: String) throws -> CLPlacemark {
    let example =
      #"{"name": "Eiffel Tower", "location": {"latitude": 48.8584, "longitude": 2.2945}}"#
    if case .text(let text) = input, let coordinate = coordinate(in: text) {
      return try place(["location": coordinate], what: what, input: input)
    }
    guard var members = ObjectInput.members(of: input) else {
      throw ObjectInput.notAnObject(input, what: what, kind: "a place", example: example)
    }
    if case .text = input, members["latitude"] != nil || members["longitude"] != nil {
      let object = ObjectInput(members: members, what: what, kind: "a place", input: input)
      guard let latitude = try object.number("latitude"),
        let longitude = try object.number("longitude")
      else {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(what)’ needs both latitude and longitude, or neither.")
      }
      members["latitude"] = nil
      members["longitude"] = nil
      members["location"] = ["latitude": .number(latitude), "longitude": .number(longitude)]
    }
    return try place(members, what: what, input: input)
  }

  private static func place(
    _ members: [String: JSONValue], what: String, input: ValueInput
  )
    throws -> CLPlacemark
  {
    let object = ObjectInput(members: members, what: what, kind: "a place", input: input)
    try object.only(textMembers + ["areasOfInterest", "location"])
    guard !members.isEmpty else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ is a place with no name, address or location; give at least one.")
    }
    for key in textMembers { _ = try object.text(key) }
    if case .array(let areas)? = members["areasOfInterest"] {
      for case .string(let area) in areas {
        _ = try ObjectInput.checked(area, field: "\(what).areasOfInterest")
      }
    }
    do {
      return try JSONDecoder().decode(
        CLPlacemark.self, from: Data(JSONValue.object(members).description.utf8))
    } catch let error as DecodingError {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ is not a place: \(DecodingMessage.text(of: error))")
    }
  }

  /// `latitude,longitude` text as a location object; `nil` for other text.
  private static func coordinate(in text: String) -> JSONValue? {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1])
    else { return nil }
    return ["latitude": .number(latitude), "longitude": .number(longitude)]
  }
}
