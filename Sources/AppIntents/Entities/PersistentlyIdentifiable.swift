/// A type with a stable identity that survives renaming the Swift type, so saved references to
/// it keep working.
public protocol PersistentlyIdentifiable {
  /// The stable identifier of the type; by default the type's unqualified name.
  static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
  /// The type's unqualified name, such as `"LandmarkEntity"`.
  public static var persistentIdentifier: String { String(describing: Self.self) }
}
