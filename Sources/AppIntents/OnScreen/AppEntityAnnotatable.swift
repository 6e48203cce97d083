/// A system type that can say which app entity it shows, such as an `NSUserActivity` for the
/// screen a person is looking at.
///
/// ```swift
/// activity.appEntityIdentifier = EntityIdentifier(for: landmark)
/// ```
///
/// On Linux the OpenIntents system reads the identifier of the current activity as what the
/// person at this machine has on screen, so that "open this" or "add this to my favourites"
/// resolves to it.
public protocol AppEntityAnnotatable {
  /// The entity shown, or `nil` for none.
  var appEntityIdentifier: EntityIdentifier? { get set }
}

#if !canImport(Darwin)
extension NSUserActivity: AppEntityAnnotatable {
  /// The app entity this activity shows. While the activity is current, the system treats the
  /// entity as on screen.
  public var appEntityIdentifier: EntityIdentifier? {
    get { annotatedEntity }
    set {
      annotatedEntity = newValue
      if isCurrent { UserActivityCenter.shared.becomeCurrent(self) }
    }
  }
}
#endif
