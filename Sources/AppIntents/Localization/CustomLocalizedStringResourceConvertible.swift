/// A type that can describe itself as a localizable string.
///
/// Foundation on Apple platforms declares this protocol; Linux Foundation does not, so
/// OpenIntents provides it. App entities and enums conform through their display
/// representations.
public protocol CustomLocalizedStringResourceConvertible {
  /// The localizable description of this value.
  var localizedStringResource: LocalizedStringResource { get }
}
