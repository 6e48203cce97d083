public import Foundation

// The modifiers snippet views use. Each returns the view with the modifier recorded; nothing
// draws on Linux, so a modifier changes no layout.

/// A view with a modifier applied, named by the modifier.
struct ModifiedView<Content: View>: View {
  typealias Body = Never

  /// The view modified.
  let content: Content
  /// The modifier, such as `padding`.
  let modifier: String
}

extension View {
  /// The view in a font.
  public func font(_ font: Font?) -> some View { ModifiedView(content: self, modifier: "font") }

  /// The view's content colored or filled with a style, such as `.secondary` or `.blue`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    ModifiedView(content: self, modifier: "foregroundStyle")
  }

  /// The view's content in a color.
  public func foregroundColor(_ color: Color?) -> some View {
    ModifiedView(content: self, modifier: "foregroundColor")
  }

  /// The view's text in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    ModifiedView(content: self, modifier: "bold")
  }

  /// The view's text in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    ModifiedView(content: self, modifier: "italic")
  }

  /// Space of the system's length around the view.
  public func padding() -> some View { ModifiedView(content: self, modifier: "padding") }

  /// Space of a length around the view.
  public func padding(_ length: CGFloat) -> some View {
    ModifiedView(content: self, modifier: "padding")
  }

  /// Space along some edges of the view, of a length or the system's.
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
    ModifiedView(content: self, modifier: "padding")
  }

  /// The view in a frame of a fixed size.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    ModifiedView(content: self, modifier: "frame")
  }

  /// The view in a frame with bounds.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    ModifiedView(content: self, modifier: "frame")
  }

  /// The view over a background style.
  public func background<S: ShapeStyle>(_ style: S) -> some View {
    ModifiedView(content: self, modifier: "background")
  }

  /// The view over another view.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    ModifiedView(content: self, modifier: "background")
  }

  /// The view with rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    ModifiedView(content: self, modifier: "cornerRadius")
  }

  /// The view made more transparent.
  public func opacity(_ opacity: Double) -> some View {
    ModifiedView(content: self, modifier: "opacity")
  }

  /// The view's text limited to a number of lines.
  public func lineLimit(_ number: Int?) -> some View {
    ModifiedView(content: self, modifier: "lineLimit")
  }

  /// The alignment of the view's lines of text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    ModifiedView(content: self, modifier: "multilineTextAlignment")
  }

  /// The image scaled to fit its frame.
  public func scaledToFit() -> some View { ModifiedView(content: self, modifier: "scaledToFit") }

  /// The image scaled to fill its frame.
  public func scaledToFill() -> some View {
    ModifiedView(content: self, modifier: "scaledToFill")
  }
}

extension Text {
  /// The text in a font.
  public func font(_ font: Font?) -> Text { self }

  /// The text in bold.
  public func bold() -> Text { self }

  /// The text in bold, or not.
  public func bold(_ isActive: Bool) -> Text { self }

  /// The text in italics.
  public func italic() -> Text { self }

  /// The text in a color.
  public func foregroundColor(_ color: Color?) -> Text { self }

  /// The text in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}
