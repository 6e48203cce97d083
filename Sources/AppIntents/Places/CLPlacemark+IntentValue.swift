extension CLPlacemark: DisplayRepresentable {
  /// "Location".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Location")
  }

  /// The place's name (else its first address line, else its coordinate) with the rest of
  /// its address as subtitle.
  public var displayRepresentation: DisplayRepresentation {
    var lines = formattedAddressLines
    let title: String
    if let name, !name.isEmpty {
      title = name
      if lines.first == name { lines.removeFirst() }
    } else if !lines.isEmpty {
      title = lines.removeFirst()
    } else if let coordinate = location?.coordinate {
      title = String(format: "%.5f, %.5f", coordinate.latitude, coordinate.longitude)
    } else {
      title = "Unknown location"
    }
    return DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: title),
      subtitle: lines.isEmpty
        ? nil : LocalizedStringResource(stringLiteral: lines.joined(separator: ", ")))
  }
}

extension CLPlacemark: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<CLPlacemark>
  /// The placemark itself.
  public typealias UnwrappedType = CLPlacemark
  /// The placemark itself.
  public typealias ValueType = CLPlacemark

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<CLPlacemark> {
    .init()
  }
}
