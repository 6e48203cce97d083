/// A reference to a localizable string: a key, its default value and where to look up its
/// translations.
///
/// Apple's Foundation provides this type; Linux Foundation does not, so OpenIntents provides it
/// with the same initializers. Every title, subtitle and type name in App Intents is one. Resolve
/// it with ``Swift/String/init(localized:)-(LocalizedStringResource)``:
///
/// ```swift
/// let title: LocalizedStringResource = "\(count) trails near \(city)"
/// print(String(localized: title))   // "3 trails near Bern"
/// ```
///
/// Translations are looked up with `Bundle.localizedString(forKey:value:table:)` in the resource's
/// bundle and table; when none is found the default value is used.
public struct LocalizedStringResource: Hashable, Sendable, Codable,
  ExpressibleByStringInterpolation, CustomLocalizedStringResourceConvertible
{
  /// The key under which translations are looked up.
  public var key: String
  /// The value used when no translation is found, with its arguments.
  public var defaultValue: String.LocalizationValue
  /// The strings table to look in; `nil` means `Localizable`.
  public var table: String?
  /// The locale to resolve the string for.
  public var locale: Locale
  /// The bundle that holds the strings table.
  public var bundle: BundleDescription

  /// Creates a resource whose key and default value are the given value.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = keyAndValue.key
    self.defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// Creates a resource with a separate key and default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = key.description
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// Creates a resource whose key and default value are the given value, in a specific bundle.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: Bundle, comment: StaticString? = nil
  ) {
    self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL))
  }

  /// Creates a resource with a separate key and default value, in a specific bundle.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
  ) {
    self.init(
      key, defaultValue: defaultValue, table: table, locale: locale,
      bundle: .atURL(bundle.bundleURL))
  }

  /// Creates a resource from a string literal, which is both its key and its default value.
  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  /// Creates a resource from an interpolation; the interpolated values are kept as arguments.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The resource itself.
  public var localizedStringResource: LocalizedStringResource { self }

  /// Whether two resources have the same key, default value, table, locale and bundle.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
      && lhs.locale.identifier == rhs.locale.identifier && lhs.bundle == rhs.bundle
  }

  /// Hashes the key, default value and table.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(defaultValue)
    hasher.combine(table)
  }

  private enum CodingKeys: String, CodingKey {
    case key, defaultValue, table, locale, bundle
  }

  /// Decodes a resource.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    defaultValue = try container.decode(String.LocalizationValue.self, forKey: .defaultValue)
    table = try container.decodeIfPresent(String.self, forKey: .table)
    let identifier = try container.decodeIfPresent(String.self, forKey: .locale)
    locale = identifier.map(Locale.init(identifier:)) ?? .current
    bundle = try container.decodeIfPresent(BundleDescription.self, forKey: .bundle) ?? .main
  }

  /// Encodes the resource: key, default value with its arguments, table, locale, bundle.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(defaultValue, forKey: .defaultValue)
    try container.encodeIfPresent(table, forKey: .table)
    try container.encode(locale.identifier, forKey: .locale)
    try container.encode(bundle, forKey: .bundle)
  }
}

extension LocalizedStringResource {
  /// Where a resource's strings table lives.
  public enum BundleDescription: Hashable, Sendable, Codable {
    /// The main bundle.
    case main
    /// The bundle at a file URL.
    case atURL(URL)

    /// The bundle that contains the given class's code.
    public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
      .atURL(Bundle(for: anyClass).bundleURL)
    }

    var bundle: Bundle {
      switch self {
      case .main: Bundle.main
      case .atURL(let url): Bundle(url: url) ?? Bundle.main
      }
    }
  }
}
