public import Foundation

/// A view with no content.
public struct EmptyView: View {
  /// A primitive view.
  public typealias Body = Never

  /// An empty view.
  public init() {}
}

/// A view whose type is hidden, for returning views of different types from one place.
public struct AnyView: View {
  /// A primitive view.
  public typealias Body = Never

  /// The view.
  let view: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) { self.view = view }

  /// Wraps a view, or returns `nil` when the value is not one.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
}

/// Views grouped without layout of their own, for applying a modifier to all of them.
public struct Group<Content: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The grouped views.
  public let content: Content

  /// Groups the views the closure builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Flexible space that pushes the views around it apart in a stack.
public struct Spacer: View {
  /// A primitive view.
  public typealias Body = Never

  /// The least length the space takes, if any.
  public var minLength: CGFloat?

  /// Flexible space.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// A thin line between views.
public struct Divider: View {
  /// A primitive view.
  public typealias Body = Never

  /// A divider.
  public init() {}
}
