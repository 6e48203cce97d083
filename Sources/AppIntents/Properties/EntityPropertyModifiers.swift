/// Traits of an entity property declared through a property macro.
public struct EntityPropertyModifiers: OptionSet, Sendable {
  /// The raw bits.
  public var rawValue: Int

  /// Creates modifiers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The property cannot be written.
  public static let readOnly = EntityPropertyModifiers(rawValue: 1 << 0)
  /// The property's value is read asynchronously, only when asked for.
  public static let async = EntityPropertyModifiers(rawValue: 1 << 1)
}

extension EntityProperty {
  /// The property's traits: read-only unless it is stored or declared with a writable key path,
  /// and async when deferred. This is an OpenIntents addition.
  public var modifiers: EntityPropertyModifiers {
    guard let accessor else { return [] }
    var modifiers: EntityPropertyModifiers = []
    if !accessor.isWritable { modifiers.insert(.readOnly) }
    if accessor.isDeferred { modifiers.insert(.async) }
    return modifiers
  }
}
