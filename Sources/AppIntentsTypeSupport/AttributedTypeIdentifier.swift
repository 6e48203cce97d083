/// A type of an app's intent values — an entity or enum type — by its persistent identifier
/// (its Swift type name) and the app's bundle identifier.
public struct AttributedTypeIdentifier: Equatable, Sendable {
  /// The app's bundle identifier, if known.
  public let bundleIdentifier: String?
  /// The type's identifier.
  public let persistentIdentifier: String

  /// A type of the app with this bundle identifier (or of the app running, for `nil`).
  public init(persistentIdentifier: String, bundleIdentifier: String? = nil) {
    self.persistentIdentifier = persistentIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
}
