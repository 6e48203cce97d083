/// Which apps and processes can see an item's representation while it's in transit.
///
/// From the widest to the narrowest audience: ``all``, ``team``, ``group``, ``ownProcess``.
public struct TransferRepresentationVisibility: Hashable, Sendable {
  /// How narrow the audience is: 0 for everyone, higher for fewer receivers.
  let restriction: Int

  /// Any app or process can see the item.
  public static let all = TransferRepresentationVisibility(restriction: 0)

  /// Only apps from the current app's development team can see the item.
  public static let team = TransferRepresentationVisibility(restriction: 1)

  /// Only apps in the same App Group can see the item.
  public static let group = TransferRepresentationVisibility(restriction: 2)

  /// Only the app that is the source of the item can see it.
  public static let ownProcess = TransferRepresentationVisibility(restriction: 3)

  /// Whether a receiver at `audience` can see a representation with this visibility.
  ///
  /// `.ownProcess` sees everything; `.all` sees only what everyone may see.
  func isVisible(to audience: TransferRepresentationVisibility) -> Bool {
    restriction <= audience.restriction
  }

  /// The narrower of two visibilities: a modifier can restrict a representation, never widen it.
  func narrowed(to other: TransferRepresentationVisibility) -> TransferRepresentationVisibility {
    restriction >= other.restriction ? self : other
  }
}
