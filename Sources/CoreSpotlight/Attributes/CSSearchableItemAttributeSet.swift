import Foundation
import Synchronization

/// The metadata Spotlight shows and searches for one item: title, description, keywords,
/// dates, location and your own custom attributes.
///
/// ```swift
/// let attributes = CSSearchableItemAttributeSet()
/// attributes.title = "Mount Rainier"
/// attributes.keywords = ["volcano", "hiking"]
/// attributes.latitude = 46.85
/// ```
///
/// Apple's class derives from `NSObject`; this one is a plain `open class` with the same
/// properties. Each attribute is stored under its Spotlight name (`kMDItemTitle`,
/// `kMDItemKeywords`, …) or its custom key name, which ``allAttributes`` reads back.
///
/// `@unchecked Sendable`: apps fill an attribute set on one thread and index it on another;
/// every read and write of its storage goes through `storage`, a `Mutex`.
open class CSSearchableItemAttributeSet: @unchecked Sendable {
  /// The attributes set so far, and the ones explicitly set to `nil`.
  struct Storage: Sendable {
    /// Values by attribute name; room for the few most items have (an entity's title, names,
    /// description, keywords and association), so that setting them never grows the table.
    var values = [String: CSAttributeValue](minimumCapacity: 8)
    /// Names set to `nil`, which an update removes from the indexed item.
    var cleared: Set<String> = []

    /// Sets or clears one attribute.
    mutating func set(_ value: CSAttributeValue?, for name: String) {
      if let value {
        values[name] = value
        if !cleared.isEmpty { cleared.remove(name) }
      } else {
        values[name] = nil
        cleared.insert(name)
      }
    }
  }

  private let storage: Mutex<Storage>

  /// Creates an empty attribute set.
  public init() {
    storage = Mutex(Storage())
  }

  /// Creates an attribute set for an item of the given uniform type identifier, such as
  /// `public.image`, stored in ``contentType``.
  public convenience init(itemContentType: String) {
    self.init()
    contentType = itemContentType
  }

  init(storage: Storage) {
    self.storage = Mutex(storage)
  }

  /// Every attribute set so far, by name: Spotlight names such as `kMDItemTitle` for the
  /// properties, key names for custom attributes.
  ///
  /// An OpenIntents addition, so that an indexer can read what an app set.
  public var allAttributes: [String: CSAttributeValue] {
    storage.withLock { $0.values }
  }

  /// The names of the attributes explicitly set to `nil`.
  ///
  /// An OpenIntents addition: indexing an item marked ``CSSearchableItem/isUpdate`` removes
  /// these attributes from the indexed item.
  public var clearedAttributeNames: Set<String> {
    storage.withLock { $0.cleared }
  }

  /// The value of an attribute by name, or `nil` if it isn't set.
  ///
  /// An OpenIntents addition; see ``attributeName(for:)`` for the names of the properties.
  public func value(forAttributeNamed name: String) -> CSAttributeValue? {
    storage.withLock { $0.values[name] }
  }

  /// Sets or, with `nil`, clears an attribute by name.
  ///
  /// An OpenIntents addition. `name` must be the Spotlight name of a property, such as
  /// `kMDItemTitle`, or a valid custom key name.
  public func setValue(_ value: CSAttributeValue?, forAttributeNamed name: String) {
    precondition(
      EntityAssociationKey.all.contains(name) || Self.propertyAttributeNames.contains(name)
        || CSCustomAttributeKey.isValidKeyName(name),
      """
      "\(name)" names no attribute: use a property's Spotlight name such as kMDItemTitle \
      (see attributeName(for:)) or a valid custom key name
      """)
    storage.withLock { $0.set(value, for: name) }
  }

  /// A copy of the attribute set, sharing nothing with it.
  open func copy() -> Any {
    CSSearchableItemAttributeSet(storage: storage.withLock { $0 })
  }

  /// The stored attributes, for copying and merging.
  var snapshot: Storage {
    storage.withLock { $0 }
  }

  /// Reads one attribute and converts it.
  func attribute<Value>(_ name: String, _ convert: (CSAttributeValue) -> Value?) -> Value? {
    storage.withLock { $0.values[name] }.flatMap(convert)
  }

  /// Writes or clears one attribute.
  package func setAttribute(_ value: CSAttributeValue?, _ name: String) {
    storage.withLock { $0.set(value, for: name) }
  }
}
