extension String {
  /// Creates a string by resolving a localized string resource: its translation from the
  /// resource's bundle and table when one exists, otherwise its default value, with the
  /// resource's arguments formatted into it.
  ///
  /// The resource is borrowed, not taken: resolving a title read from a display representation
  /// copies none of its parts.
  public init(localized resource: borrowing LocalizedStringResource) {
    self = LocalizedFormat.resolve(resource, placeholderValues: [])
  }

  /// Creates a string by resolving a localization value, looking up a translation first.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let resource = LocalizedStringResource(
      keyAndValue, table: table, locale: locale,
      bundle: bundle.map { .atURL($0.bundleURL) } ?? .main)
    self.init(localized: resource)
  }

  /// Creates a string by resolving a key with a default value, looking up a translation first.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    let resource = LocalizedStringResource(
      key, defaultValue: defaultValue, table: table, locale: locale,
      bundle: bundle.map { .atURL($0.bundleURL) } ?? .main)
    self.init(localized: resource)
  }
}

extension LocalizedStringResource {
  /// Resolves this resource, supplying values for its placeholders in order — for example the
  /// count of a type's numeric format (`"\(placeholder: .int) trails"` with `[3]` gives
  /// "3 trails").
  ///
  /// This is an OpenIntents addition; on Apple platforms the system formats numeric formats.
  public func formatted(placeholderValues: [any Sendable]) -> String {
    LocalizedFormat.resolve(self, placeholderValues: placeholderValues)
  }
}
