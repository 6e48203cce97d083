// The Landmarks example: declares the seed's landmark entity, enum and query over a small
// built-in dataset, and prints what the queries return.

import AppIntents

AppDependencyManager.shared.add(dependency: ModelData())
let query = LandmarkEntity.defaultQuery

func show(_ heading: String, _ landmarks: [LandmarkEntity]) {
  print("\(heading) — \(LandmarkEntity.typeDisplayRepresentation.formattedCount(landmarks.count))")
  for landmark in landmarks {
    let elevation = landmark.elevation.map { "\($0) m" } ?? "–"
    print("  \(landmark.id)\t\(landmark.name)\t\(landmark.country)\t\(elevation)")
  }
}

show("By identifier [4, 1, 99]", try await query.entities(for: [4, 1, 99]))
show("Suggested (featured)", try await query.suggestedEntities())
show("Search \"volcano\"", try await query.entities(matching: "volcano"))

// Find landmarks in Europe higher than 3,000 m, highest first — the Find action's conditions
// built with the ready QueryComparator.
let europe = QueryComparator.equality(\LandmarkEntity.$continent, "europe")
let high = QueryComparator.ordering(\LandmarkEntity.$elevation, .greaterThan, 3000)
show(
  "Find continent == Europe and elevation > 3000, by elevation descending",
  try await query.entities(
    matching: [europe, high], mode: .and,
    sortedBy: [EntityQuerySort(\LandmarkEntity.$elevation, order: .descending)], limit: 10))

print(
  "Navigation options:",
  NavigationOption.allCases.map { String(localized: $0.localizedStringResource) })
