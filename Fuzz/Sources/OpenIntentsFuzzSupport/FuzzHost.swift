import AppIntents
public import CoreSpotlight
import Foundation
public import IntentsRuntime
public import IntentsSQLite

/// The hosts the harnesses fuzz: the peaks app, with its entities indexed in a Spotlight index
/// kept in a SQLite file, as an app serves them.
public enum FuzzHost {
  /// A host serving every peak type and intent, searching `index`.
  public static func make(
    spotlightIndex index: CSSearchableIndex = CSSearchableIndex(name: "peaks")
  ) -> IntentsHost {
    IntentsHost(name: "Peaks", spotlightIndex: index) {
      PeakEntity.self
      RangeEntity.self
      PeakKind.self
      OpenPeakIntent.self
      PlanClimbIntent.self
      RecommendPeakIntent.self
      SummitIntent.self
      ExploreRangeIntent.self
      AddPeakPhotoIntent.self
      PeakShortcuts.self
    }
  }

  /// A host whose Spotlight index is a SQLite file holding every peak, and that index's store:
  /// the file is in a folder of its own, removed when the process exits.
  public static func makeIndexed() throws -> (host: IntentsHost, store: SQLiteSpotlightIndex) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("openintents-fuzz-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    Cleanup.remove(folder)
    let store = try SQLiteSpotlightIndex(
      path: folder.appendingPathComponent("spotlight.sqlite").path)
    let items = Peak.all.map { peak in
      let entity = PeakEntity(peak)
      let item = CSSearchableItem(appEntity: entity)
      item.associateAppEntity(entity, priority: peak.heightMeters > 6000 ? 10 : 1)
      return item
    }
    try store.applySynchronously(CSIndexBatch(operations: [.deleteAll, .index(items)]))
    let index = CSSearchableIndex(name: "peaks", backend: store)
    return (make(spotlightIndex: index), store)
  }
}
