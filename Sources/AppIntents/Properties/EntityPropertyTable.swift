/// A type's entity properties, listed with key paths to them: what the runtime needs to know of
/// an entity type's `@Property`, `@ComputedProperty` and `@DeferredProperty` properties without
/// an instance of it — the columns a Find filters and sorts by, the schemas it publishes.
///
/// Written for each struct of a target by the `EntityPropertyTables` build plugin, which reads
/// the target's sources (on Apple platforms, the build extracts the same facts into the app's
/// App Intents metadata). A type may also adopt it by hand. This is an OpenIntents addition.
public protocol _EntityPropertyTable {
  /// Each property's name (without `$` or `_`) and the key path `\Self.$name` to its property
  /// object, in declaration order.
  static var _entityPropertyFields: [(name: String, keyPath: PartialKeyPath<Self>)] { get }
}
