/// The size of a widget, for parameters whose list size or summary depends on it.
///
/// Linux has no widgets: the runtime evaluates these against the family a caller names, and
/// uses ``systemMedium`` when none is named.
public enum IntentWidgetFamily: _IntentValue, Hashable, Sendable, CaseIterable {
  /// A small square widget.
  case systemSmall
  /// A medium, wide widget.
  case systemMedium
  /// A large square widget.
  case systemLarge
  /// An extra large widget.
  case systemExtraLarge
  /// An extra large widget taller than it is wide (iOS 27).
  case systemExtraLargePortrait
  /// A corner complication.
  case accessoryCorner
  /// A circular accessory.
  case accessoryCircular
  /// A rectangular accessory.
  case accessoryRectangular
  /// A line of text accessory.
  case accessoryInline

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<IntentWidgetFamily> {
    .init()
  }
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<IntentWidgetFamily>
  /// The family itself.
  public typealias UnwrappedType = IntentWidgetFamily
  /// The family itself.
  public typealias ValueType = IntentWidgetFamily
}
