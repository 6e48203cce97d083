public import Foundation

/// Views stacked top to bottom.
public struct VStack<Content: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// How the views line up across the stack.
  public let alignment: HorizontalAlignment
  /// The space between the views, or `nil` for the system's.
  public let spacing: CGFloat?
  /// The stacked views.
  public let content: Content

  /// A vertical stack of the views the closure builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Views side by side, leading to trailing.
public struct HStack<Content: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// How the views line up across the stack.
  public let alignment: VerticalAlignment
  /// The space between the views, or `nil` for the system's.
  public let spacing: CGFloat?
  /// The stacked views.
  public let content: Content

  /// A horizontal stack of the views the closure builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Views on top of one another, back to front.
public struct ZStack<Content: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// How the views line up.
  public let alignment: Alignment
  /// The stacked views.
  public let content: Content

  /// A stack of the views the closure builds, the first at the back.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The elements.
  public let data: Data
  /// The view of each element.
  public let content: (Data.Element) -> Content
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// A view for each element of identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach {
  /// A view for each element, each identified by the key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each integer of a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
