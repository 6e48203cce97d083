public import Foundation

// `Duration` and `PersonNameComponents` as intent values people see (iOS 26): each shows
// itself as text.

extension Duration: CustomLocalizedStringResourceConvertible, DisplayRepresentable {
  /// "Duration".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Duration")
  }

  /// The length in hours, minutes and seconds, abbreviated: "1 hr, 30 min"; a length with a
  /// fraction of a second shows it to the millisecond: "42.500 secs".
  public var displayRepresentation: DisplayRepresentation {
    let units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
    let whole = components.attoseconds == 0
    let text = formatted(
      whole
        ? .units(allowed: units, width: .abbreviated)
        : .units(allowed: units, width: .abbreviated, fractionalPart: .show(length: 3)))
    return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: text))
  }
}

extension PersonNameComponents: CustomLocalizedStringResourceConvertible,
  _IntentValue, DisplayRepresentable
{
  /// "Name".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Name")
  }

  /// The name as one line, its parts in Western order (prefix, given, middle, family, suffix;
  /// the nickname when there is nothing else), as ``IntentPerson/Name/text`` writes it.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(
        stringLiteral: IntentPerson.Name.components(self).text ?? ""))
  }

  /// No resolvers.
  public static var defaultResolverSpecification: some ResolverSpecification {
    EmptyResolverSpecification<PersonNameComponents>()
  }
  /// The name itself.
  public typealias ValueType = PersonNameComponents
  /// The name itself.
  public typealias UnwrappedType = PersonNameComponents
}
