extension CLPlacemark {
  /// The postal address as lines: street, then city, then country — such as
  /// `["1 Infinite Loop", "Cupertino CA 95014", "United States"]`.
  ///
  /// The street line puts the number first; the city line follows the country's habit for the
  /// postal code (before the city in most of Europe, after the region elsewhere). Parts that
  /// are absent are left out, and so are empty lines. This is an OpenIntents addition, standing
  /// in for the Contacts framework's postal address formatter.
  public var formattedAddressLines: [String] {
    let street = Self.joined([subThoroughfare, thoroughfare])
    let city: String
    if let code = isoCountryCode?.uppercased(), Self.postalCodeFirst.contains(code) {
      city = Self.joined([postalCode, locality])
    } else {
      city = Self.joined([locality, administrativeArea, postalCode])
    }
    return [street, city, country ?? ""].filter { !$0.isEmpty }
  }

  /// Countries whose addresses write the postal code before the city.
  static let postalCodeFirst: Set<String> = [
    "AT", "BE", "CH", "DE", "DK", "ES", "FI", "FR", "IS", "IT", "LU", "NL", "NO", "PL", "PT",
    "SE",
  ]

  static func joined(_ parts: [String?]) -> String {
    parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
  }
}
