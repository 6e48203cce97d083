public import CoreLocation
import Foundation

/// What identifies a place — an address, a coordinate, a location a device measured, its common
/// name, and the identifiers mapping services give it — for a service to find the place from.
///
/// ```swift
/// import GeoToolbox
///
/// let tower = PlaceDescriptor(
///   representations: [
///     .coordinate(CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
///     .address("Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France"),
///   ],
///   commonName: "Eiffel Tower",
///   supportingRepresentations: [.serviceIdentifiers(["com.apple.maps": "I6FD0AE4A7E16A2B"])])
/// tower.coordinate?.latitude  // 48.8584
/// tower.serviceIdentifier(for: "com.apple.maps")  // "I6FD0AE4A7E16A2B"
/// ```
///
/// A descriptor is a value: equal when its name and representations are, `Codable` (see
/// ``PlaceDescriptor/encode(to:)`` for its JSON) and `Sendable`. Give at least one
/// representation, the most accurate first.
///
/// On Linux there is no map service to resolve a descriptor into rich place data, and no
/// `MKMapItem` to make one from (Apple's `init(item:)`): descriptors come from the app's data
/// or from the caller. App Intents takes and writes them as system values — an entity's
/// `ValueRepresentation` can export itself as one.
public struct PlaceDescriptor: Sendable, Codable, Equatable {
  /// A way to reference a place with a common mapping concept.
  public enum PlaceRepresentation: Sendable, Codable, Equatable {
    /// A full address, as written for post or administration, lines separated by newlines
    /// or commas.
    case address(String)
    /// A point given by its latitude and longitude.
    case coordinate(CLLocationCoordinate2D)
    /// A location as a device measures one: a coordinate with altitude, accuracy, motion and
    /// time.
    case deviceLocation(CLLocation)
  }

  /// A way to reference a place that belongs to one provider or has no common form.
  public enum SupportingPlaceRepresentation: Sendable, Codable, Equatable {
    /// The place's identifier at each mapping service, keyed by the service's bundle
    /// identifier: `["com.apple.maps": "I6FD0AE4A7E16A2B"]`.
    case serviceIdentifiers([String: String])
  }

  /// The name people know the place by, such as "City Hall" or "Yosemite National Park";
  /// `nil` for a place without one, such as a private home.
  public let commonName: String?

  /// The place in common mapping concepts, the most accurate first.
  public let representations: [PlaceRepresentation]

  /// The place in providers' own terms, such as each mapping service's identifier for it.
  public let supportingRepresentations: [SupportingPlaceRepresentation]

  /// A descriptor of a place: at least one representation (the most accurate first), its
  /// common name if it has one, and any providers' identifiers for it.
  public init(
    representations: [PlaceRepresentation], commonName: String?,
    supportingRepresentations: [SupportingPlaceRepresentation] = []
  ) {
    self.representations = representations
    self.commonName = commonName
    self.supportingRepresentations = supportingRepresentations
  }
}

extension PlaceDescriptor {
  /// The first address among the representations; `nil` when there is none.
  public var address: String? {
    for case .address(let address) in representations { return address }
    return nil
  }

  /// The latitude and longitude of the first representation that has them — a coordinate or
  /// a device location; `nil` when only addresses describe the place.
  public var coordinate: CLLocationCoordinate2D? {
    for representation in representations {
      switch representation {
      case .coordinate(let coordinate): return coordinate
      case .deviceLocation(let location): return location.coordinate
      case .address: continue
      }
    }
    return nil
  }

  /// The place's identifier at a service provider, by the provider's bundle identifier
  /// (`"com.apple.maps"`); `nil` when no supporting representation names that provider.
  public func serviceIdentifier(for serviceProvider: String) -> String? {
    for case .serviceIdentifiers(let identifiers) in supportingRepresentations {
      if let identifier = identifiers[serviceProvider] { return identifier }
    }
    return nil
  }
}

extension PlaceDescriptor: CustomStringConvertible {
  /// The common name and each representation, such as
  /// `Eiffel Tower: 48.858400, 2.294500; Champ de Mars, Paris`.
  public var description: String {
    let parts = representations.map { representation in
      switch representation {
      case .address(let address): address
      case .coordinate(let coordinate): Self.text(of: coordinate)
      case .deviceLocation(let location): location.description
      }
    }
    let places = parts.isEmpty ? "no representation" : parts.joined(separator: "; ")
    guard let commonName else { return places }
    return "\(commonName): \(places)"
  }

  /// A coordinate as `48.858400, 2.294500` (to about 10 cm): how a place writes its
  /// coordinate as text, in its description and its display representation.
  package static func text(of coordinate: CLLocationCoordinate2D) -> String {
    String(format: "%.6f, %.6f", coordinate.latitude, coordinate.longitude)
  }
}

// MARK: - Equality

extension PlaceDescriptor.PlaceRepresentation {
  /// Whether both are the same kind of representation of the same place: the same address
  /// text, the same latitude and longitude, or equal locations (`CLLocation.isEqual(_:)`:
  /// coordinate, altitude, accuracies, motion and time).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.address(let left), .address(let right)): left == right
    case (.coordinate(let left), .coordinate(let right)):
      left.latitude == right.latitude && left.longitude == right.longitude
    case (.deviceLocation(let left), .deviceLocation(let right)): left.isEqual(right)
    default: false
    }
  }
}
