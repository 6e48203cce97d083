/// A value that can stand for an intent value in a call the system makes: a parameter set on an
/// intent by a test, an argument passed to `makeIntent(…)`.
public protocol IntentValueExpressing: Sendable {
  /// The value as an expression.
  func makeExpression() -> IntentValueExpression
}

/// An intent value as an expression: today always a value in a container.
///
/// Apple leaves the type opaque; here it carries the ``IntentValueContainer`` it was made from,
/// which the OpenIntents runtime reads.
public struct IntentValueExpression: Sendable {
  /// The value the expression stands for.
  package let container: IntentValueContainer

  package init(_ container: IntentValueContainer) {
    self.container = container
  }
}
