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
enum SpotlightProperties {
  static func apply(_ entity: Any, to attributes: CSSearchableItemAttributeSet) {
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
