import AppIntents

/// The stores the fixture queries and intents read, registered once per process so that every
/// test target sees the same instances.
public enum FixtureDependencies {
  /// The trails every query reads.
  public static let store = TrailStore()
  /// The trails `DeleteTrailIntent` deletes from, kept apart so deleting does not change what
  /// other tests read.
  public static let deletable = TrailStore()
  /// Registers both stores; evaluate it before using a host over the fixtures.
  public static let registered: Void = {
    AppDependencyManager.shared.add(dependency: store)
    AppDependencyManager.shared.add(key: "deletable", dependency: deletable)
  }()
}
