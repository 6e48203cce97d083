/// How many items a list parameter takes: exactly some, or between a minimum and a maximum.
///
/// ```swift
/// @Parameter(title: "Landmarks", size: 3) var landmarks: [LandmarkEntity]
/// @Parameter(title: "Stops", size: .init(min: 1, max: 5)) var stops: [LandmarkEntity]
/// ```
///
/// The runtime refuses a list of another length with an error that says how many it takes.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Hashable, Sendable {
  /// The fewest items allowed.
  package let minimum: Int
  /// The most items allowed.
  package let maximum: Int

  /// Between `min` and `max` items, both included; bounds given in either order are put in
  /// order.
  public init(min: Int, max: Int) {
    minimum = Swift.max(0, Swift.min(min, max))
    maximum = Swift.max(0, Swift.max(min, max))
  }

  /// Exactly this many items.
  public init(exactly: Int) { self.init(min: exactly, max: exactly) }

  /// Exactly this many items: `size: 3`.
  public init(integerLiteral value: Int) { self.init(exactly: value) }

  /// Whether a list of this many items fits. This is an OpenIntents addition.
  public func allows(count: Int) -> Bool { minimum <= count && count <= maximum }

  /// The size in words: "3" or "1 to 5". This is an OpenIntents addition.
  public var text: String { minimum == maximum ? "\(minimum)" : "\(minimum) to \(maximum)" }
}
