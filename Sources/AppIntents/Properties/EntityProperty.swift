/// A property of an app entity that the system can read, show, filter and sort by — declared
/// with `@Property` inside an entity.
///
/// ```swift
/// struct LandmarkEntity: AppEntity {
///   @Property(title: "Name") var name: String
///   @Property var height: Int?
///   ...
/// }
/// ```
///
/// The projected value (`$name`) is the property object itself, so key paths such as
/// `\LandmarkEntity.$name` name the property in `Property(\.$name) { … }`, `SortableBy(\.$name)`
/// and URL templates, while `\LandmarkEntity.name` and `#Predicate { $0.name … }` reach the
/// value.
///
/// Like Apple's, the wrapper is a class: copies of an entity share their property objects, and
/// assigning a property through a copy changes it for all of them. Give properties their values
/// while building an entity, before handing it to other tasks.
@propertyWrapper
public final class EntityProperty<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
  // @unchecked Sendable: the value and title are written while the owning entity is built and
  // only read after it is shared, as with Apple's EntityProperty; the remaining state is
  // immutable after init.
  // Unchecked exclusivity: the value is written while the entity is built and only read after
  // (the contract above), and a run-time check on every read costs filters and sorts over a
  // million entities about a fifth of their time.
  @exclusivity(unchecked) @usableFromInline var storage: Value?
  private var explicitTitle: LocalizedStringResource?

  /// The stable identifier of a property declared through a property macro, such as `"name"`.
  let identifier: String?
  /// The Spotlight attribute this property's value is indexed under.
  let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?
  /// The custom Spotlight attribute this property's value is indexed under.
  let customIndexingKey: CSCustomAttributeKey?
  /// How a computed or deferred property reads its value from an entity. Set while the
  /// property is built (`_reading(_:)` replaces it before the object is shared).
  @usableFromInline private(set) var accessor: PropertyAccessor<Value>?

  init(
    declaredTitle title: LocalizedStringResource?, identifier: String? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil,
    customIndexingKey: CSCustomAttributeKey? = nil, accessor: PropertyAccessor<Value>? = nil
  ) {
    self.explicitTitle = title
    self.identifier = identifier
    self.indexingKey = indexingKey
    self.customIndexingKey = customIndexingKey
    self.accessor = accessor
    self.storage = OptionalValue.none(of: Value.self)
  }

  /// A stored property titled after its name: a bare `@Property`. (It is declared in the class
  /// itself so that Swift can create the wrapper of a property declared without arguments.)
  public init() {
    self.explicitTitle = nil
    self.identifier = nil
    self.indexingKey = nil
    self.customIndexingKey = nil
    self.accessor = nil
    self.storage = OptionalValue.none(of: Value.self)
  }

  /// The property's value.
  ///
  /// Reading a non-optional property that was never given a value stops the program with a
  /// message naming the property; give every property a value in the entity's initializer.
  @inlinable
  public var wrappedValue: Value {
    get {
      guard let storage else { missingValue() }
      return storage
    }
    set { storage = newValue }
  }

  @usableFromInline
  func missingValue() -> Never {
    if accessor != nil {
      fatalError(
        "EntityProperty<\(Value.self)> '\(String(localized: title))' is computed from its entity: "
          + "read the entity's property (`entity.name`), not `$name.wrappedValue`.")
    }
    fatalError(
      "EntityProperty<\(Value.self)> '\(String(localized: title))' was read before it was "
        + "given a value; assign it in the entity's initializer.")
  }

  /// Whether the value is computed from the entity (`@ComputedProperty`, `@DeferredProperty`)
  /// rather than stored in this object.
  @inlinable
  var isComputedProperty: Bool { accessor != nil }

  /// The typed reader of a computed property, for entities of the given type; `nil` for a
  /// stored or deferred property, or another entity type. Look it up once per request, then
  /// call it for each entity.
  @inlinable
  func computedReader<Entity>(for entityType: Entity.Type) -> ((Entity) -> Value)? {
    (accessor?.typedRead as? ComputedReader<Entity, Value>)?.read
  }

  /// The value of this property of an entity: the stored one, or the computed one read from
  /// the entity. A deferred property has no synchronous value: `nil`.
  @inlinable
  func value<Entity>(in entity: Entity) -> Value? {
    guard accessor != nil else { return storage }
    return computedReader(for: Entity.self).map { $0(entity) }
  }

  /// Gives a computed property a direct reader, so that Find and sort call the getter instead
  /// of going through its key path. Used by the property macros; this is an OpenIntents
  /// addition.
  public func _reading<Entity>(
    _ read: @escaping @Sendable (Entity) -> Value
  ) -> EntityProperty<Value> {
    if var accessor, accessor.read != nil {
      let direct: @Sendable (Any) -> Value? = { ($0 as? Entity).map(read) }
      accessor.read = direct
      accessor.readAsync = { direct($0) }
      accessor.typedRead = ComputedReader<Entity, Value>(read)
      self.accessor = accessor
    }
    return self
  }

  /// Gives a computed property a direct reader and Find's typed kernels, both made from the
  /// declaration's getter where its types are concrete. Used by `@ComputedProperty`; this is an
  /// OpenIntents addition.
  @inlinable
  public func _reading<Declaration: _ComputedPropertyDeclaration>(
    _ declaration: Declaration.Type
  ) -> EntityProperty<Value> where Declaration.Value == Value {
    _reading { (entity: Declaration.Entity) in Declaration._value(of: entity) }
      .attachKernels(KernelPlans.computed(declaration))
  }

  /// Keeps the kernels a computed property's declaration made.
  @usableFromInline
  func attachKernels(_ kernels: (any AnyObject & Sendable)?) -> EntityProperty<Value> {
    if var accessor, accessor.read != nil {
      accessor.kernels = kernels
      self.accessor = accessor
    }
    return self
  }

  /// The kernels of a computed property (a `ComputedKernels`), when its value type has them.
  @inlinable
  var computedKernels: (any AnyObject & Sendable)? { accessor?.kernels }

  /// The property object itself, so that `\Entity.$name` names the property.
  @inlinable
  public var projectedValue: EntityProperty<Value> { self }

  /// The property's title; when none was given, its identifier in words, if known.
  public var title: LocalizedStringResource {
    get {
      if let explicitTitle { return explicitTitle }
      if let identifier {
        return LocalizedStringResource(stringLiteral: PropertyName.title(for: identifier))
      }
      return ""
    }
    set { explicitTitle = newValue }
  }

  /// Whether the value is optional.
  public var isOptional: Bool { Value.self is any _OptionalIntentValue.Type }

  /// Whether a title was given when the property was declared.
  var hasExplicitTitle: Bool { explicitTitle != nil }

  /// The stored value, or `nil` when none was given (or the value is a computed property's).
  var storedValue: Value? { storage }
}

extension EntityProperty: CustomStringConvertible {
  /// The property's title and value, such as `Name: Matterhorn`.
  public var description: String {
    let value = storage.map { String(describing: $0) } ?? "<no value>"
    return "\(String(localized: title)): \(value)"
  }
}

extension EntityProperty: Codable where Value: Codable {
  /// Decodes a property holding the decoded value.
  public convenience init(from decoder: any Decoder) throws {
    self.init(declaredTitle: nil)
    storage = try Value(from: decoder)
  }

  /// Encodes the property's value.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

/// How an entity property backed by a computation reads (and maybe writes) its value.
@usableFromInline
struct PropertyAccessor<Value: Sendable>: Sendable {
  /// The entity type the accessor reads from.
  let entityType: Any.Type
  /// Reads the value synchronously; `nil` for deferred properties.
  var read: (@Sendable (Any) -> Value?)?
  /// Reads the value, possibly doing asynchronous work.
  var readAsync: @Sendable (Any) async throws -> Value?
  /// Whether the value can be written back.
  let isWritable: Bool
  /// The typed reader (a ``ComputedReader``) of a synchronous computed property; `nil` for a
  /// deferred one.
  @usableFromInline var typedRead: (any AnyObject & Sendable)?
  /// Find's typed kernels (a `ComputedKernels`) of a computed property declared with
  /// `@ComputedProperty`; `nil` otherwise.
  @usableFromInline var kernels: (any AnyObject & Sendable)? = nil
  /// Whether the value is computed only when asked for.
  var isDeferred: Bool { read == nil }
}

/// Reads a computed property's value from an entity of a known type, without casts.
@usableFromInline
final class ComputedReader<Entity, Value>: Sendable {
  @usableFromInline let read: @Sendable (Entity) -> Value

  init(_ read: @escaping @Sendable (Entity) -> Value) { self.read = read }
}

/// Names a property from its declaration.
package enum PropertyName {
  /// The title for an identifier: `isFeatured` → "Is Featured", `_name` → "Name".
  public static func title(for identifier: String) -> String {
    var name = Substring(identifier)
    while name.first == "_" || name.first == "$" { name = name.dropFirst() }
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, let last = current.last, !last.isUppercase {
        words.append(current)
        current = String(character)
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}
