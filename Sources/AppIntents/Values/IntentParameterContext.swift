/// What a resolver knows about the value it resolves: its title and whether it may be absent.
public struct IntentParameterContext<Value>: AnyIntentValue, Sendable
where Value: _IntentValue, Value: Sendable {
  /// The title of the parameter or property being resolved.
  public var title: LocalizedStringResource
  /// Whether the value may be absent.
  public var isOptional: Bool

  /// Creates a context; the runtime creates one for each resolution.
  package init(title: LocalizedStringResource, isOptional: Bool) {
    self.title = title
    self.isOptional = isOptional
  }
}

/// A value that describes a property or parameter: its title and whether it is optional.
public protocol AnyIntentValue: Sendable {
  /// The type of value described.
  associatedtype Value: _IntentValue, Sendable
  /// Whether the value may be absent.
  var isOptional: Bool { get }
  /// The human-readable title.
  var title: LocalizedStringResource { get }
}
