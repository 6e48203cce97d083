// Seed 002, "User Activity Annotation".
//
// SEED CHANGE: `Text(landmark.name).font(.title)` and SwiftUI's `.userActivity(_:_:)` modifier
//   (SwiftUI does not exist on Linux) are replaced by `userActivity(_:_:)` below, a stand-in
//   that does what SwiftUI does when the view appears: it makes an activity of the type, lets the
//   closure update it, and makes it current. The closure is the seed's, unchanged; it sits in a
//   `showLandmark(_:)` function of a stand-in view.

import AppIntents
import Testing

struct Seed002LandmarkView {
  let landmark: Landmark
  let modelData: ModelData

  func showLandmark() -> NSUserActivity {
    userActivity("com.myapp.ViewingLandmark") {
        $0.title = "Viewing \(landmark.name)"
        $0.appEntityIdentifier = EntityIdentifier(
            for: try! modelData.landmarkEntity(id: landmark.id)
        )
    }
  }

  /// What SwiftUI's `.userActivity(_:_:)` does when the view appears.
  private func userActivity(
    _ activityType: String, _ update: (NSUserActivity) -> Void
  ) -> NSUserActivity {
    let activity = NSUserActivity(activityType: activityType)
    update(activity)
    activity.becomeCurrent()
    return activity
  }
}

extension ModelData {
  /// The entity of a landmark, as the seed's app finds it.
  func landmarkEntity(id: Int) throws -> Seed000AppEntity.LandmarkEntity {
    guard let landmark = landmarks(for: [id]).first else { throw SeedTestError.noSuchCondition("landmark \(id)") }
    return Seed000AppEntity.LandmarkEntity(landmark: landmark)
  }
}

@Suite struct Seed002UserActivityTests {
  @Test func theViewedLandmarkIsOnScreenWhileItsActivityIsCurrent() throws {
    let modelData = ModelData()
    let view = Seed002LandmarkView(landmark: modelData.landmarks[2], modelData: modelData)
    let activity = view.showLandmark()
    #expect(activity.title == "Viewing Uluru")
    #expect(activity.appEntityIdentifier?.identifier == "3")
    #expect(activity.appEntityIdentifier?.entityType == Seed000AppEntity.LandmarkEntity.self)
    #expect(UserActivityCenter.shared.entities.contains { $0.entity == activity.appEntityIdentifier })
    activity.resignCurrent()
    #expect(!UserActivityCenter.shared.entities.contains { $0.entity == activity.appEntityIdentifier })
  }
}
