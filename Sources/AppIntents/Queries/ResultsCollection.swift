/// The options a query or provider returns: a plain array, or an ``IntentItemCollection`` with
/// sections and a prompt.
public protocol ResultsCollection<Result> {
  /// The type of each option.
  associatedtype Result: _IntentValue
  /// The prompt shown above the options, if any.
  var promptLabel: LocalizedStringResource? { get }
  /// Whether a long list shows an alphabetical index.
  var usesIndexedCollation: Bool { get }
  /// Every option, in order, across sections.
  var items: [Result.ValueType] { get }
  /// A collection with no options.
  static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
  /// The element type.
  public typealias Result = Element
  /// No prompt.
  public var promptLabel: LocalizedStringResource? { nil }
  /// No index.
  public var usesIndexedCollation: Bool { false }
  /// The elements, as their value type.
  public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
  /// An empty array.
  public static var empty: [Element] { [] }
}
