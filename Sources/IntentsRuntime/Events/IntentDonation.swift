public import Foundation

/// An intent the app donated, as a host records it.
public struct IntentDonation: Sendable, Hashable, Codable {
  /// The donation's identifier (`IntentDonationIdentifier`).
  public var id: String
  /// The donated intent's identifier.
  public var intent: String
  /// Its parameters, as JSON.
  public var parameters: [String: JSONValue]
  /// When it was donated.
  public var date: Date
  /// Its result's dialog, when the result was donated.
  public var dialog: String?
  /// Its result's value, as JSON, when the result was donated.
  public var value: JSONValue?

  /// A donation as a host lists it.
  public init(
    id: String, intent: String, parameters: [String: JSONValue], date: Date,
    dialog: String? = nil, value: JSONValue? = nil
  ) {
    self.id = id
    self.intent = intent
    self.parameters = parameters
    self.date = date
    self.dialog = dialog
    self.value = value
  }
}

/// A prediction of an intent from its donations: the parameter values donated together, how
/// often, and how the intent's `predictionConfiguration` shows them.
public struct IntentPredictionResult: Sendable, Hashable, Codable {
  /// The intent's identifier.
  public var intent: String
  /// The predicted parameter values, as JSON.
  public var parameters: [String: JSONValue]
  /// The prediction's title.
  public var title: String
  /// The prediction's subtitle, if any.
  public var subtitle: String?
  /// How many donations had these values.
  public var count: Int
  /// The last time they were donated.
  public var lastDonated: Date
}

/// A relevant intent as a host lists it.
public struct RelevantIntentDescription: Sendable, Hashable, Codable {
  /// The intent's identifier.
  public var intent: String
  /// Its parameters, as JSON.
  public var parameters: [String: JSONValue]
  /// The kind of widget it configures.
  public var widgetKind: String
  /// When it is relevant, in words.
  public var relevance: String
}
