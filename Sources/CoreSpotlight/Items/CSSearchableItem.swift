public import Foundation
import Synchronization

/// An item your app adds to a searchable index: an identifier, an optional domain and the
/// attributes people search.
///
/// ```swift
/// let item = CSSearchableItem(
///   uniqueIdentifier: trail.id, domainIdentifier: "trails.north", attributeSet: attributes)
/// try await CSSearchableIndex.default().indexSearchableItems([item])
/// ```
///
/// `@unchecked Sendable`: items are built on one thread and indexed on another; every
/// property reads and writes `state`, a `Mutex`.
open class CSSearchableItem: @unchecked Sendable {
  struct State {
    var uniqueIdentifier: String
    var domainIdentifier: String?
    var attributes: Attributes
    var expirationDate: Date?
    var isUpdate: Bool

    /// The attribute set, made first if it is still to be made.
    var attributeSet: CSSearchableItemAttributeSet {
      mutating get {
        switch attributes {
        case .made(let set): return set
        case .pending(let make):
          let set = make()
          attributes = .made(set)
          return set
        }
      }
      set { attributes = .made(newValue) }
    }
  }

  /// An item's attribute set, or how to make it when it is first read.
  enum Attributes {
    case made(CSSearchableItemAttributeSet)
    case pending(@Sendable () -> CSSearchableItemAttributeSet)
  }

  private let state: Mutex<State>

  /// Creates an item with an identifier (generated when `nil`), a domain and attributes.
  ///
  /// Domain identifiers group items: with domains such as `account.mailbox`, deleting the
  /// domain `account` deletes the items of every mailbox in it.
  public init(
    uniqueIdentifier: String?, domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    state = Mutex(
      State(
        uniqueIdentifier: uniqueIdentifier ?? UUID().uuidString,
        domainIdentifier: domainIdentifier, attributes: .made(attributeSet), expirationDate: nil,
        isUpdate: false))
  }

  /// Creates an item whose attribute set is made when it is first read — by whoever reads it
  /// first, on that thread — rather than now.
  ///
  /// For items made many at a time, such as an app's entities: an index can then work out
  /// their attributes on another thread while it writes the ones before.
  package init(
    uniqueIdentifier: String, domainIdentifier: String?,
    attributeSet: @escaping @Sendable () -> CSSearchableItemAttributeSet
  ) {
    state = Mutex(
      State(
        uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
        attributes: .pending(attributeSet), expirationDate: nil, isUpdate: false))
  }

  /// The state, with its attribute set made.
  private func resolvedState() -> State {
    state.withLock { state in
      _ = state.attributeSet
      return state
    }
  }

  /// The identifier of the item within your app.
  public var uniqueIdentifier: String {
    get { state.withLock { $0.uniqueIdentifier } }
    set { state.withLock { $0.uniqueIdentifier = newValue } }
  }

  /// The domain, or group, of the item.
  public var domainIdentifier: String? {
    get { state.withLock { $0.domainIdentifier } }
    set { state.withLock { $0.domainIdentifier = newValue } }
  }

  /// The item's searchable attributes.
  public var attributeSet: CSSearchableItemAttributeSet {
    get { state.withLock { $0.attributeSet } }
    set { state.withLock { $0.attributeSet = newValue } }
  }

  /// The date after which the index drops the item; `nil` keeps it.
  public var expirationDate: Date! {
    get { state.withLock { $0.expirationDate } }
    set { state.withLock { $0.expirationDate = newValue } }
  }

  /// Whether indexing the item updates an existing item instead of replacing it.
  ///
  /// An update keeps the attributes it doesn't set and removes the ones it sets to `nil`.
  public var isUpdate: Bool {
    get { state.withLock { $0.isUpdate } }
    set { state.withLock { $0.isUpdate = newValue } }
  }

  /// The item as indexing `self` over `existing` leaves it: `self` when `existing` is `nil`
  /// or `self` isn't an update; otherwise `existing` with `self`'s attributes, domain and
  /// expiration date laid over it.
  ///
  /// An OpenIntents addition for ``CSSearchableIndexBackend`` implementations; the result
  /// shares no state with either item and is not marked as an update.
  public func merged(into existing: CSSearchableItem?) -> CSSearchableItem {
    let new = resolvedState()
    guard new.isUpdate, let existing else { return detachedCopy(of: new, base: nil) }
    return detachedCopy(of: new, base: existing.resolvedState())
  }

  /// A copy sharing nothing with this item.
  func detachedCopy() -> CSSearchableItem {
    var current = resolvedState()
    let copy = CSSearchableItem(
      uniqueIdentifier: current.uniqueIdentifier, domainIdentifier: current.domainIdentifier,
      attributeSet: CSSearchableItemAttributeSet(storage: current.attributeSet.snapshot))
    copy.expirationDate = current.expirationDate
    copy.isUpdate = current.isUpdate
    return copy
  }

  private func detachedCopy(of new: State, base: State?) -> CSSearchableItem {
    var new = new
    var base = base
    var attributes = base?.attributeSet.snapshot ?? .init()
    let update = new.attributeSet.snapshot
    for (name, value) in update.values { attributes.values[name] = value }
    for name in update.cleared { attributes.values[name] = nil }
    attributes.cleared = []
    let merged = CSSearchableItem(
      uniqueIdentifier: new.uniqueIdentifier,
      domainIdentifier: new.domainIdentifier ?? base?.domainIdentifier,
      attributeSet: CSSearchableItemAttributeSet(storage: attributes))
    merged.expirationDate = new.expirationDate ?? base?.expirationDate
    return merged
  }
}
