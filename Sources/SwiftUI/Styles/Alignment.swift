/// How views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String

  /// Along the leading edge.
  public static let leading = HorizontalAlignment(name: "leading")
  /// Along the center.
  public static let center = HorizontalAlignment(name: "center")
  /// Along the trailing edge.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String

  /// Along the top edge.
  public static let top = VerticalAlignment(name: "top")
  /// Along the center.
  public static let center = VerticalAlignment(name: "center")
  /// Along the bottom edge.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// Along the first line of text.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// Along the last line of text.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// How views line up in both directions.
public struct Alignment: Equatable, Sendable {
  /// Across the width.
  public var horizontal: HorizontalAlignment
  /// Across the height.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading edge, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing edge, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// At the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// At the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// At the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// At the bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a text line up.
public enum TextAlignment: Hashable, Sendable {
  /// Along the leading edge.
  case leading
  /// Centered.
  case center
  /// Along the trailing edge.
  case trailing
}

/// The edges of a view.
public enum Edge: Int8, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, such as `.horizontal` for padding.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges, one bit each.
    public let rawValue: Int8

    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// One edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}
