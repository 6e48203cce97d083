public import GeoToolbox

// The system values Apple's AppIntents makes intent values (iOS 27): a person and a place can be
// passed to an intent or exported from an entity (`exported(as: IntentPerson.self)`) in Apple's
// AppIntentsTesting. Their containers hold them as they are.

extension IntentPerson: IntentValueConvertible {
  /// The person in a container.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(.system(IntentValueContainer.SystemValue(self)))
  }
}

extension PlaceDescriptor: IntentValueConvertible {
  /// The place in a container.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(.system(IntentValueContainer.SystemValue(self)))
  }
}
