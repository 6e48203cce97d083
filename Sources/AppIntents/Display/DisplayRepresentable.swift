/// A type with a name for the type as a whole.
public protocol TypeDisplayRepresentable {
  /// How the type is named, such as "Landmark".
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that describes how each instance appears.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
  /// How this value appears to people.
  var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
  /// The title of the display representation.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type that describes both itself and each of its instances.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a fixed set of cases, each with its own display representation.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable,
  Hashable
{
  /// How each case appears to people.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  /// The title of this case's display representation, or the case's name when it has none.
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title
      ?? LocalizedStringResource(stringLiteral: String(describing: self))
  }
}

extension CaseDisplayRepresentable where Self: InstanceDisplayRepresentable {
  /// The title of this value's display representation.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type whose cases and type name are both described statically, as an app enum's are.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
