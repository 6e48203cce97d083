/// An intent and the parameters to run it with: how a result is opened, ready for
/// ``IntentsHost/run(intent:parameters:answers:responder:)``.
///
/// This is an OpenIntents addition.
public struct IntentInvocation: Sendable, Hashable, Codable {
  /// The intent's persistent identifier, such as `OpenLandmarkIntent`.
  public var intent: String
  /// Its parameters, by name.
  public var parameters: [String: ParameterInput]

  /// An invocation of an intent with parameters.
  public init(intent: String, parameters: [String: ParameterInput]) {
    self.intent = intent
    self.parameters = parameters
  }
}
