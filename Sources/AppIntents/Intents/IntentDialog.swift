/// What an intent says to the person: a full sentence for screens and voice, optionally a
/// shorter supporting one and a symbol.
///
/// ```swift
/// return .result(dialog: "Added \(landmark.name) to \(collection.name).")
/// ```
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, Hashable {
  /// The full text.
  public var full: LocalizedStringResource
  /// Shorter text shown beside a visual result.
  public var supporting: LocalizedStringResource?
  /// A system symbol shown with the dialog.
  public var systemImageName: String?

  /// A dialog of one text.
  public init(_ string: LocalizedStringResource) {
    self.init(full: string, supporting: nil, systemImageName: nil)
  }

  /// A dialog with full and supporting text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.init(full: full, supporting: supporting, systemImageName: nil)
  }

  /// A dialog with a symbol.
  public init(full: LocalizedStringResource, systemImageName: String) {
    self.init(full: full, supporting: nil, systemImageName: systemImageName)
  }

  /// A dialog with full and supporting text and a symbol.
  public init(
    full: LocalizedStringResource, supporting: LocalizedStringResource?, systemImageName: String?
  ) {
    self.full = full
    self.supporting = supporting
    self.systemImageName = systemImageName
  }

  /// A dialog from a literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  /// A dialog from an interpolation; the values stay arguments.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// The full text, resolved. This is an OpenIntents addition.
  public var text: String { String(localized: full) }
}
