public import AppIntents

/// What a visual search of the Landmarks app finds: a landmark, or a collection whose name the
/// labels mention.
public enum LandmarkVisualResult: UnionValue {
  /// A landmark that matches what is seen.
  case landmark(LandmarkEntity)
  /// A collection whose name matches a label.
  case collection(CollectionEntity)
}
