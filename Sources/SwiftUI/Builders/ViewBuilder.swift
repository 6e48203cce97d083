/// Builds a view from the statements of a closure or a `body`: several views become a
/// ``TupleView``, `if` a view that may be absent, `if`/`else` and `switch` a
/// ``_ConditionalContent``.
@resultBuilder
public struct ViewBuilder {
  /// A view, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// No statements: an empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// The view of an `if` without `else`: absent when the condition is false.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The view of an `if` without `else`: absent when the condition is false.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The view of an `if #available` branch, with its type erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in order, as a view builder makes them.
public struct TupleView<T>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The views.
  public var value: T

  /// Views in order.
  public init(_ value: T) { self.value = value }
}

/// One of two views, as an `if`/`else` in a view builder makes it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// A primitive view.
  public typealias Body = Never

  /// The branch taken.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  init(storage: Storage) { self.storage = storage }
}

extension Optional: View where Wrapped: View {
  /// No content of its own.
  public typealias Body = Never
}
