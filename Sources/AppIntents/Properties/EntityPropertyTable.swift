import Synchronization

/// A type's entity properties, listed with key paths to them: what the runtime needs to know of
/// an entity type's `@Property`, `@ComputedProperty` and `@DeferredProperty` properties without
/// an instance of it — the columns a Find filters and sorts by, the schemas it publishes.
///
/// Written for each struct of a target by the `EntityPropertyTables` build plugin, which reads
/// the target's sources (on Apple platforms, the build extracts the same facts into the app's
/// App Intents metadata). A type may also adopt it by hand. This is an OpenIntents addition.
public protocol _EntityPropertyTable {
  /// Each property — its name (without `$` or `_`), the key path `\Self.$name` to its property
  /// object, and that same access written as a function — in declaration order.
  static var _entityPropertyFields: [_EntityPropertyTableEntry<Self>] { get }
}

/// One property of an entity type's table: its name, the key path to its property object, and
/// a function reading that object.
///
/// The function is the key path's own access written as code — the plugin writes
/// `_EntityPropertyTableEntry("name", \Self.$name, { $0.$name })` — so both reach the same object
/// for every entity. Calling it costs a function call; applying a key path that is not a
/// stored field costs the Swift runtime several hundred instructions, which a Find pays per
/// entity and property. A table written by hand must keep the two the same access.
public struct _EntityPropertyTableEntry<Root>: Sendable {
  /// The property's name, without `$` or `_`.
  public let name: String
  let sharedKeyPath: SharedKeyPath<PartialKeyPath<Root>>
  /// The typed reader, an `EntityPropertyReader<Root, Value>`.
  let reader: any Sendable

  /// A property whose object `read` reads as `keyPath` reaches it.
  public init<Value: _IntentValue & Sendable>(
    _ name: String, _ keyPath: KeyPath<Root, EntityProperty<Value>>,
    _ read: @escaping @Sendable (Root) -> EntityProperty<Value>
  ) {
    self.name = name
    sharedKeyPath = SharedKeyPath(keyPath)
    reader = EntityPropertyReader(read: read)
  }

  /// The key path to the property object.
  public var keyPath: PartialKeyPath<Root> { sharedKeyPath.path }
}

/// The property object of an entity, read by a function its type's table gives for a key path.
@usableFromInline
package struct EntityPropertyReader<Root, Value: _IntentValue & Sendable>: Sendable {
  @usableFromInline package let read: @Sendable (Root) -> EntityProperty<Value>

  /// The reader the table of `Root` gives for the key path; `nil` when the type has no table
  /// or its table does not list the key path (a computed `var` of the app's, a subscript).
  @usableFromInline
  package static func forKeyPath(_ keyPath: KeyPath<Root, EntityProperty<Value>>) -> Self? {
    EntityPropertyReaders.reader(of: Root.self, for: keyPath) as? Self
  }
}

/// The readers of each entity type's table, by key path, worked out once per type: a Find
/// builds its reads per request.
enum EntityPropertyReaders {
  private typealias Readers = [SharedKeyPath<AnyKeyPath>: any Sendable]
  private static let byType = Mutex<[ObjectIdentifier: Readers]>([:])

  static func reader<Root>(of type: Root.Type, for keyPath: AnyKeyPath) -> (any Sendable)? {
    let key = ObjectIdentifier(type)
    let path = SharedKeyPath(keyPath)
    if let readers = byType.withLock({ $0[key] }) { return readers[path] }
    var readers: Readers = [:]
    if let table = type as? any _EntityPropertyTable.Type {
      readers = readersOf(table)
    }
    byType.withLock { $0[key] = readers }
    return readers[path]
  }

  private static func readersOf<Table: _EntityPropertyTable>(_ table: Table.Type) -> Readers {
    var readers: Readers = [:]
    // The first entry listing a key path wins.
    for field in Table._entityPropertyFields {
      let path = SharedKeyPath<AnyKeyPath>(field.keyPath)
      if readers[path] == nil { readers[path] = field.reader }
    }
    return readers
  }
}
