public import Foundation

/// Read-only text.
///
/// ```swift
/// Text("Hello, \(name)")
/// Text(trail.name).font(.headline).bold()
/// ```
public struct Text: View, Equatable, Sendable {
  /// A primitive view.
  public typealias Body = Never

  /// The text shown, in the current language.
  package let string: String

  /// Text from a localized string key, such as a literal: `Text("Trails near \(city)")`.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    string = key.text
  }

  /// Text shown as it is, without localization.
  public init(verbatim content: String) {
    string = content
  }

  /// Text from a string value, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Text that shows a date in a style, such as `.date` or `.time`.
  public init(_ date: Date, style: DateStyle) {
    switch style.kind {
    case .date: string = date.formatted(date: .abbreviated, time: .omitted)
    case .time: string = date.formatted(date: .omitted, time: .shortened)
    }
  }

  /// Text that shows a value with a format, such as `.number` or `.currency(code:)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    string = format.format(input)
  }

  /// The two texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.string + rhs.string)
  }

  /// How a date is shown.
  public struct DateStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case date, time }
    let kind: Kind

    /// The date, such as "Jun 3, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time, such as "11:23 AM".
    public static let time = DateStyle(kind: .time)
  }
}

/// The key of a localized string, written as a literal with interpolations:
/// `"Trails near \(city)"`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text of the key with its interpolations filled in.
  package let text: String

  /// A key with no interpolations.
  public init(_ value: String) { text = value }

  /// A key with no interpolations.
  public init(stringLiteral value: String) { text = value }

  /// A key with interpolations.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds a key from literal text and values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Creates an empty key.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) { text += string }

    /// Appends a value as it describes itself.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// Appends a value with a format.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }

    /// Appends a text.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
  }
}

/// An image: a symbol by name, or an image resource of the app.
public struct Image: View, Equatable, Sendable {
  /// A primitive view.
  public typealias Body = Never

  /// The symbol or image name.
  package let name: String

  /// One of the system's symbols, such as `"mountain.2"`.
  public init(systemName: String) { name = systemName }

  /// An image of the app, by name.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  /// An image of the app, by name, with a label for accessibility.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }

  /// An image of the app shown without a label for accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }

  /// Lets the image be resized to its frame; nothing draws on Linux, so the image is unchanged.
  public func resizable() -> Image { self }
}

/// A title with an icon: `Label("Trails", systemImage: "map")`.
public struct Label<Title: View, Icon: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon

  /// A label from views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title shown as it is and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and an image of the app.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}
