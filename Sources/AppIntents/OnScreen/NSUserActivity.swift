public import Foundation

#if !canImport(Darwin)
/// What a person is doing in the app — viewing a landmark, editing a note — so that the system
/// can continue it, index it, and know what is on screen.
///
/// Linux Foundation has no `NSUserActivity`; this is a stand-in with Apple's names for what App
/// Intents code uses. Make an activity current when its content is shown, and annotate it with
/// the entity it shows:
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.ViewingLandmark")
/// activity.title = "Viewing \(landmark.name)"
/// activity.appEntityIdentifier = EntityIdentifier(for: landmark)
/// activity.becomeCurrent()
/// ```
///
/// Handoff, Spotlight donation and the other system services an activity reaches on Apple
/// platforms do not exist on Linux; the properties that configure them are kept for the app's
/// own use.
open class NSUserActivity: NSObject {
  /// The kind of activity, in reverse-DNS form.
  public let activityType: String
  /// A title people see for the activity.
  open var title: String?
  /// Information the app needs to continue the activity.
  open var userInfo: [AnyHashable: Any]?
  /// Words that describe the activity.
  open var keywords: Set<String> = []
  /// The web page that shows the same content, if any.
  open var webpageURL: URL?
  /// When the activity stops being useful.
  open var expirationDate: Date?
  /// Whether the activity may be continued on another device.
  open var isEligibleForHandoff = true
  /// Whether the activity may be found by search.
  open var isEligibleForSearch = false
  /// Whether the activity may be indexed publicly.
  open var isEligibleForPublicIndexing = false
  /// Whether the activity may be suggested as a shortcut.
  open var isEligibleForPrediction = false
  /// A stable identifier for deleting the activity's donations later.
  open var persistentIdentifier: String?
  /// The identifier of the content, for choosing which scene continues it.
  open var targetContentIdentifier: String?

  var annotatedEntity: EntityIdentifier?
  var isCurrent = false

  /// An activity of the given type.
  public init(activityType: String) {
    self.activityType = activityType
  }

  /// Adds entries to ``userInfo``.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary { merged[key] = value }
    userInfo = merged
  }

  /// Marks the activity as the one the person is doing now; its annotated entity is then on
  /// screen (see ``AppEntityAnnotatable``).
  open func becomeCurrent() {
    isCurrent = true
    UserActivityCenter.shared.becomeCurrent(self)
  }

  /// Marks the activity as no longer current; its entity leaves the screen.
  open func resignCurrent() {
    isCurrent = false
    UserActivityCenter.shared.resign(self)
  }

  /// Ends the activity for good.
  open func invalidate() {
    resignCurrent()
  }

  /// The configuration of the widget the person tapped to open the app, when the activity
  /// comes from a widget (iOS 17).
  ///
  /// Linux has no widgets to tap, so no activity carries a widget's configuration: `nil`.
  public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(
    of intentType: Intent.Type = Intent.self
  ) -> Intent? {
    nil
  }

  /// An activity nothing keeps any more is no longer current: its entity leaves the screen (and
  /// the center never mistakes a later activity made at its address for it).
  deinit {
    if isCurrent { UserActivityCenter.shared.resign(self) }
  }
}
#endif
