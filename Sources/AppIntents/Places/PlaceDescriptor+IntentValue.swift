public import GeoToolbox

// `PlaceDescriptor` as a system intent value. Apple declares this conformance in the
// cross-import overlay `_GeoToolbox_AppIntents`, which the compiler loads when a file imports
// both frameworks; Swift packages have no cross-import overlays, so AppIntents declares it and
// depends on GeoToolbox without re-exporting it: apps `import GeoToolbox` themselves, as on
// Apple platforms.

extension PlaceDescriptor: _SystemIntentValue {
  /// "Place".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Place")
  }

  /// The place's common name with its address (else its coordinate) as subtitle; a place
  /// without a name is shown by its address, else its coordinate, else "Unknown place".
  public var displayRepresentation: DisplayRepresentation {
    var details: [String] = []
    if let address { details.append(Self.oneLine(address)) }
    if let coordinate { details.append(Self.text(of: coordinate)) }
    let title: String
    if let commonName, !commonName.isEmpty {
      title = commonName
    } else if !details.isEmpty {
      title = details.removeFirst()
    } else {
      title = "Unknown place"
    }
    return DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: title),
      subtitle: details.first.map { LocalizedStringResource(stringLiteral: $0) })
  }

  /// An address's lines joined by commas.
  private static func oneLine(_ address: String) -> String {
    address.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: ", ")
  }

  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<PlaceDescriptor>
  /// The descriptor itself.
  public typealias UnwrappedType = PlaceDescriptor
  /// The descriptor itself.
  public typealias ValueType = PlaceDescriptor

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<PlaceDescriptor> {
    .init()
  }
}
