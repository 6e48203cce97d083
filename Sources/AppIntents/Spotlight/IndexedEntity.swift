import Synchronization

/// An entity that Spotlight can index, so people find it by searching.
///
/// By default an entity is described by its display representation and by its properties
/// declared with an indexing key (`@Property(indexingKey: \.contentDescription)`). Override
/// ``attributeSet`` to add more, starting from ``defaultAttributeSet``:
///
/// ```swift
/// var attributeSet: CSSearchableItemAttributeSet {
///   let attributes = defaultAttributeSet
///   attributes.keywords = tags
///   return attributes
/// }
/// ```
public protocol IndexedEntity: AppEntity {
  /// The attributes Spotlight indexes for this entity.
  var attributeSet: CSSearchableItemAttributeSet { get }
  /// Whether to keep this entity out of Spotlight results.
  var hideInSpotlight: Bool { get }
}

// MARK: - Default Implementations

extension IndexedEntity {
  /// Attributes built from the display representation — title and display name from the
  /// title, description from the subtitle, alternate names from the synonyms, thumbnail from
  /// the image — and from every `@Property` declared with an indexing key.
  public var defaultAttributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet()
    let display = displayRepresentation
    let title = String(localized: display.title)
    attributes.title = title
    attributes.displayName = title
    if let subtitle = display.subtitle {
      attributes.contentDescription = String(localized: subtitle)
    }
    if !display.synonyms.isEmpty {
      attributes.alternateNames = display.synonyms.map { String(localized: $0) }
    }
    switch display.image?.source {
    case .data(let data)?: attributes.thumbnailData = data
    case .url(let url, _, _)?: attributes.thumbnailURL = url
    default: break
    }
    SpotlightProperties.apply(self, to: attributes)
    return attributes
  }

  /// The default attribute set.
  public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

  /// Shown in Spotlight.
  public var hideInSpotlight: Bool { false }
}

/// Copies the values of an entity's indexed properties into an attribute set: stored ones, and
/// computed ones (`@ComputedProperty(indexingKey:)`) read from the entity. Deferred properties
/// are never indexed: they are computed only when asked for.
///
/// Which properties are indexed, and where a struct keeps each one's object, is found once per
/// entity type from its first entity, by reflection; every later entity is read through that
/// plan. Reflecting each entity looked up the type of every field by its mangled name and cast
/// each field's value — most of the cost of making a Spotlight item, even for an entity with
/// no indexed property.
enum SpotlightProperties {
  /// What to read of an entity type's entities: `nil` for a type whose properties are read by
  /// reflection every time (a class, an enum, a property object not found in its struct).
  private static let plans = Mutex<[ObjectIdentifier: [Indexed]?]>([:])

  /// One indexed property of an entity type.
  private enum Indexed: Sendable {
    /// A property whose object every entity keeps in the struct, at this byte offset.
    case stored(offset: Int, attribute: String)
    /// A computed property, the same object for every entity, reading the entity it is given.
    case computed(any AnyEntityProperty, attribute: String)
  }

  static func apply<Entity>(_ entity: Entity, to attributes: CSSearchableItemAttributeSet) {
    let key = ObjectIdentifier(Entity.self)
    let plan: [Indexed]?
    if let known = plans.withLock({ $0[key] }) {
      plan = known
    } else {
      plan = makePlan(entity)
      plans.withLock { $0[key] = .some(plan) }
    }
    guard let plan else { return reflect(entity, into: attributes) }
    guard !plan.isEmpty else { return }
    withUnsafeBytes(of: entity) { bytes in
      for indexed in plan {
        let property: any AnyEntityProperty
        let attribute: String
        switch indexed {
        case .stored(let offset, let name):
          let object = bytes.loadUnaligned(fromByteOffset: offset, as: UInt.self)
          guard
            let found = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: object)!)
              .takeUnretainedValue() as? any AnyEntityProperty
          else { continue }
          (property, attribute) = (found, name)
        case .computed(let computed, let name): (property, attribute) = (computed, name)
        }
        if !property.isDeferred,
          let value = property.currentValue(in: entity).flatMap(attributeValue(of:))
        {
          attributes.setValue(value, forAttributeNamed: attribute)
        }
      }
    }
  }

  /// The indexed properties of the entity's type, with where each stored one's object is;
  /// `nil` when the entity is not a struct or a stored property's object is not found in it
  /// exactly once.
  private static func makePlan<Entity>(_ entity: Entity) -> [Indexed]? {
    let mirror = Mirror(reflecting: entity)
    guard mirror.displayStyle == .struct, !(Entity.self is AnyClass) else { return nil }
    var plan: [Indexed] = []
    for child in mirror.children {
      switch child.value {
      case let stored as any AnyEntityProperty:
        guard let name = stored.spotlightAttributeName else { continue }
        let offset = withUnsafePointer(to: entity) {
          FieldOffsets.offset(ofObject: stored, in: $0)
        }
        guard let offset else { return nil }
        plan.append(.stored(offset: offset, attribute: name))
      case let field as any AnyEntityPropertyField:
        let computed = type(of: field).anyProperty
        guard let name = computed.spotlightAttributeName else { continue }
        plan.append(.computed(computed, attribute: name))
      default: continue
      }
    }
    return plan
  }

  /// Copies the indexed properties by reflecting the entity.
  private static func reflect(_ entity: Any, into attributes: CSSearchableItemAttributeSet) {
    for child in Mirror(reflecting: entity).children {
      let property: any AnyEntityProperty
      switch child.value {
      case let stored as any AnyEntityProperty: property = stored
      case let field as any AnyEntityPropertyField: property = type(of: field).anyProperty
      default: continue
      }
      guard let name = property.spotlightAttributeName, !property.isDeferred,
        let value = property.currentValue(in: entity).flatMap(attributeValue(of:))
      else { continue }
      attributes.setValue(value, forAttributeNamed: name)
    }
  }

  /// A Spotlight value for an intent value: text, numbers, dates, URLs and data as they are,
  /// enum cases and entities by their title, arrays element by element.
  static func attributeValue(of value: Any) -> CSAttributeValue? {
    guard let value = OptionalValue.unwrap(value) else { return nil }
    switch value {
    case let value as any CSAttributeValueConvertible: return value.attributeValue
    case let value as Float: return .number(NSNumber(value: value))
    case let value as Decimal: return .number(NSDecimalNumber(decimal: value))
    case let value as AttributedString: return .string(String(value.characters))
    case let value as any CustomLocalizedStringResourceConvertible:
      return .string(String(localized: value.localizedStringResource))
    case let values as [Any]:
      let converted = values.compactMap(attributeValue(of:))
      return converted.isEmpty ? nil : .array(converted)
    default: return nil
    }
  }
}

extension EntityProperty {
  /// The name of the Spotlight attribute the value is indexed under, if any.
  package var spotlightAttributeName: String? {
    if let indexingKey { return CSSearchableItemAttributeSet.attributeName(for: indexingKey) }
    return customIndexingKey?.keyName
  }
}
