extension IntentPerson: DisplayRepresentable {
  /// "Person".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Person")
  }

  /// The person's name with their handle as subtitle; a person without a name is shown by
  /// their handle, and one with neither as "Unknown person". The picture is the image.
  public var displayRepresentation: DisplayRepresentation {
    let handleText = handle.map(\.value.text)
    let title = name.text ?? handleText ?? "Unknown person"
    let subtitle = name.text == nil ? nil : handleText
    return DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: title),
      subtitle: subtitle.map { LocalizedStringResource(stringLiteral: $0) }, image: image)
  }
}

extension IntentPerson: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<IntentPerson>
  /// The person itself.
  public typealias UnwrappedType = IntentPerson
  /// The person itself.
  public typealias ValueType = IntentPerson

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<IntentPerson> {
    .init()
  }
}
