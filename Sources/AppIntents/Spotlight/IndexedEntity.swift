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
/// computed ones (`@ComputedProperty(indexingKey:)`) read from the entity. Deferred ones
/// (`@DeferredProperty(indexingKey:)`) are not in an entity's `attributeSet`, which cannot wait:
/// the index awaits them when it indexes the entity (``deferredValues(of:)``).
///
/// Which fields of an entity type hold indexed properties is found once per type, from its
/// first entity, by reflection: a struct's fields are the same for every value. A type with no
/// indexed property — most of them — then costs nothing more per entity; the others have their
/// fields read through `Mirror`, which reads each field where the Swift runtime says it is.
enum SpotlightProperties {
  /// The indexed fields of each struct entity type: `nil` for a type whose properties are read
  /// by reflection every time (a class, an enum).
  private static let plans = Mutex<[ObjectIdentifier: Plan?]>([:])

  /// The indexed fields of a struct entity type.
  private struct Plan: Sendable {
    /// Whether some stored property is indexed.
    let hasStored: Bool
    /// The indexed computed properties, the same object for every entity.
    let computed: [(property: any AnyEntityProperty, attribute: String)]
    /// Whether some indexed computed property is deferred, so indexing must await it: found
    /// once, as indexing asks for every entity.
    let hasDeferred: Bool

    init(hasStored: Bool, computed: [(property: any AnyEntityProperty, attribute: String)]) {
      self.hasStored = hasStored
      self.computed = computed
      hasDeferred = computed.contains { $0.property.isDeferred }
    }

    var isEmpty: Bool { !hasStored && computed.isEmpty }
  }

  static func apply<Entity>(_ entity: Entity, to attributes: CSSearchableItemAttributeSet) {
    let plan = plan(of: entity)
    guard let plan else { return reflect(entity, into: attributes) }
    guard !plan.isEmpty else { return }
    if plan.hasStored {
      for child in Mirror(reflecting: entity).children {
        guard let property = child.value as? any AnyEntityProperty,
          let attribute = property.spotlightAttributeName
        else { continue }
        set(property, attribute, of: entity, in: attributes)
      }
    }
    for (property, attribute) in plan.computed {
      set(property, attribute, of: entity, in: attributes)
    }
  }

  /// The values of the entity's deferred indexed properties, each awaited, by attribute name:
  /// what ``CSSearchableIndex/indexAppEntities(_:priority:)`` adds to the entity's attribute
  /// set. A getter that throws leaves its attribute out, as a property with no value.
  package static func deferredValues<Entity>(of entity: Entity) async -> [String: CSAttributeValue]
  {
    let plan = plan(of: entity)
    let candidates: [(property: any AnyEntityProperty, attribute: String)]
    if let plan {
      guard plan.hasDeferred else { return [:] }
      candidates = plan.computed
    } else {
      candidates = Mirror(reflecting: entity).children.compactMap { child in
        guard let field = child.value as? any AnyEntityPropertyField else { return nil }
        let property = type(of: field).anyProperty
        return property.spotlightAttributeName.map { (property, $0) }
      }
    }
    var values: [String: CSAttributeValue] = [:]
    for (property, attribute) in candidates where property.isDeferred {
      guard let read = try? await property.readValue(from: entity),
        let value = attributeValue(of: read)
      else { continue }
      values[attribute] = value
    }
    return values
  }

  /// Sets the attribute to the property's value, when it has one without waiting.
  private static func set(
    _ property: any AnyEntityProperty, _ attribute: String, of entity: Any,
    in attributes: CSSearchableItemAttributeSet
  ) {
    guard !property.isDeferred,
      let value = property.currentValue(in: entity).flatMap(attributeValue(of:))
    else { return }
    attributes.setValue(value, forAttributeNamed: attribute)
  }

  /// The indexed fields of the entity's type, worked out from its first entity and kept.
  private static func plan<Entity>(of entity: Entity) -> Plan? {
    let key = ObjectIdentifier(Entity.self)
    if let known = plans.withLock({ $0[key] }) { return known }
    let plan = makePlan(entity)
    plans.withLock { $0[key] = .some(plan) }
    return plan
  }

  /// The indexed fields of the entity's type; `nil` when the entity is not a struct.
  private static func makePlan<Entity>(_ entity: Entity) -> Plan? {
    let mirror = Mirror(reflecting: entity)
    guard mirror.displayStyle == .struct, !(Entity.self is AnyClass) else { return nil }
    var hasStored = false
    var computed: [(property: any AnyEntityProperty, attribute: String)] = []
    for child in mirror.children {
      switch child.value {
      case let property as any AnyEntityProperty:
        // Whether a property is indexed is declared with the property, in the type.
        if property.spotlightAttributeName != nil { hasStored = true }
      case let field as any AnyEntityPropertyField:
        let property = type(of: field).anyProperty
        guard let name = property.spotlightAttributeName else { continue }
        computed.append((property, name))
      default: continue
      }
    }
    return Plan(hasStored: hasStored, computed: computed)
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
