import AppIntents
import IntentsRuntime

/// A host the size of an app such as Landmarks — 250 peaks — for the serving benchmarks: what a
/// request costs on its way through a server, not what a Find over a million entities costs.
///
/// Its peaks live in dependencies of its own, so that the big host's `PeakStore` stays as the
/// other benchmarks use it.
enum SmallHost {
  /// How many peaks it serves.
  static let count = 250

  /// The host.
  static func make() -> IntentsHost {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: PeakStore(Dataset.peaks(count)))
    return IntentsHost(name: "Peaks", dependencies: dependencies) {
      PeakEntity.self
    }
  }

  /// A realistic Find as HTTP's body: two filters, a sort key, a limit of 10.
  static let findBody =
    #"{"filters":[{"property":"continent","comparison":"equalTo","value":"Europe"},"#
    + #"{"property":"height","comparison":"greaterThan","value":1000}],"#
    + #""sort":[{"property":"height","order":"descending"}],"limit":10}"#
}
