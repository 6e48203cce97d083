public import AppIntents

/// Opening a landmark is the system's "open" action for landmarks: a visual search result, or
/// the landmark on screen, opens through it.
extension OpenLandmarkIntent: OpenIntent {
  /// The landmark opened: the `landmark` parameter.
  public var target: LandmarkEntity {
    get { landmark }
    set { landmark = newValue }
  }
}
