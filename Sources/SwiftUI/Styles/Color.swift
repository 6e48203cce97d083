public import Foundation

/// Something that can fill or color a view: a ``Color``, or a level such as `.secondary`.
public protocol ShapeStyle: Sendable {}

/// A color, which is also a view that fills its space.
public struct Color: View, ShapeStyle, Hashable {
  /// A primitive view.
  public typealias Body = Never

  /// The color's name, or its components.
  let description: String

  /// A color by name in the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) { description = name }

  /// A color from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgba(\(red), \(green), \(blue), \(opacity))"
  }

  /// A color from hue, saturation and brightness between 0 and 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    description = "hsba(\(hue), \(saturation), \(brightness), \(opacity))"
  }

  /// The color made more transparent.
  public func opacity(_ opacity: Double) -> Color {
    Color(description: "\(description) × \(opacity)")
  }

  private init(description: String) { self.description = description }

  /// Black.
  public static let black = Color(description: "black")
  /// White.
  public static let white = Color(description: "white")
  /// Gray.
  public static let gray = Color(description: "gray")
  /// Red.
  public static let red = Color(description: "red")
  /// Orange.
  public static let orange = Color(description: "orange")
  /// Yellow.
  public static let yellow = Color(description: "yellow")
  /// Green.
  public static let green = Color(description: "green")
  /// Mint.
  public static let mint = Color(description: "mint")
  /// Teal.
  public static let teal = Color(description: "teal")
  /// Cyan.
  public static let cyan = Color(description: "cyan")
  /// Blue.
  public static let blue = Color(description: "blue")
  /// Indigo.
  public static let indigo = Color(description: "indigo")
  /// Purple.
  public static let purple = Color(description: "purple")
  /// Pink.
  public static let pink = Color(description: "pink")
  /// Brown.
  public static let brown = Color(description: "brown")
  /// No color.
  public static let clear = Color(description: "clear")
  /// The color of primary content.
  public static let primary = Color(description: "primary")
  /// The color of secondary content.
  public static let secondary = Color(description: "secondary")
  /// The app's accent color.
  public static let accentColor = Color(description: "accentColor")
}

/// A level of emphasis for content: `.primary`, `.secondary`, `.tertiary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  /// The most prominent content.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// Less prominent content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// Content less prominent than secondary.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The least prominent content.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The most prominent content.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// Less prominent content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// Content less prominent than secondary.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The least prominent content.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// The app's accent color.
  public static var accentColor: Color { Color.accentColor }
}

/// A font: a text style such as `.headline`, or a system font of a size.
public struct Font: Hashable, Sendable {
  let description: String

  /// The largest title.
  public static let largeTitle = Font(description: "largeTitle")
  /// A title.
  public static let title = Font(description: "title")
  /// A second-level title.
  public static let title2 = Font(description: "title2")
  /// A third-level title.
  public static let title3 = Font(description: "title3")
  /// A headline.
  public static let headline = Font(description: "headline")
  /// A subheadline.
  public static let subheadline = Font(description: "subheadline")
  /// Body text.
  public static let body = Font(description: "body")
  /// A callout.
  public static let callout = Font(description: "callout")
  /// A footnote.
  public static let footnote = Font(description: "footnote")
  /// A caption.
  public static let caption = Font(description: "caption")
  /// A second-level caption.
  public static let caption2 = Font(description: "caption2")

  /// The system font of a size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(description: "system \(size)")
  }

  /// The system font of a text style.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  )
    -> Font
  {
    Font(description: "system \(style)")
  }

  /// The font in a weight.
  public func weight(_ weight: Weight) -> Font { Font(description: "\(description) \(weight)") }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The font in italics.
  public func italic() -> Font { Font(description: "\(description) italic") }

  /// A text style.
  public enum TextStyle: Hashable, Sendable {
    /// The largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// A subheadline.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A second-level caption.
    case caption2
  }

  /// The weight of a font.
  public struct Weight: Hashable, Sendable {
    let value: Int

    /// Ultralight.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)
  }

  /// The design of a font.
  public enum Design: Hashable, Sendable {
    /// The system's design.
    case `default`
    /// With serifs.
    case serif
    /// With rounded strokes.
    case rounded
    /// With letters of one width.
    case monospaced
  }
}
