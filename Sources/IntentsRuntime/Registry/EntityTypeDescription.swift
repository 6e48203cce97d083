public import AppIntents

/// What the runtime knows of an entity type, as the manifest and adapters describe it.
public struct EntityTypeDescription: Sendable, Hashable, Codable {
  /// The type's persistent identifier, which names it in every request.
  public var identifier: String
  /// The type's display name, such as "Landmark".
  public var name: String
  /// The phrase for a count, with `%lld` for the number, if the type has one.
  public var numericFormat: String?
  /// Other names of the type.
  public var synonyms: [String]
  /// The form identifiers take: `integer`, `uuid`, `string`, `number`, or a custom type's name.
  public var identifierForm: String
  /// What the type's query can do.
  public var capabilities: Capabilities
  /// The entity's properties, with how each can be filtered and sorted.
  public var properties: [PropertyDescription]
  /// The description of the type's Find, if the query gives one.
  public var findDescription: String?
  /// The URL template of the type's entities, with `{id}`, if the type has one.
  public var urlTemplate: String?
  /// The content types entities can be exported as, if the type is `Transferable`.
  public var exportedContentTypes: [String]
  /// The assistant schema the type adopts (`@AppEntity(schema:)`), if any.
  public var schema: SchemaDescription?
  /// `true` when the type is a `SyncableEntity`: its identifiers hold across devices and
  /// rebuilds of the app's store, so callers may keep them (saved references and runs, resource
  /// URIs); `nil` otherwise.
  public var syncable: Bool? = nil
  /// The system values the type's entities are represented as — its `ValueRepresentation`s,
  /// in the order it lists them — and whether each is taken in an entity's place; `nil` when it
  /// lists none. This is an OpenIntents addition.
  public var valueRepresentations: [ValueRepresentationDescription]? = nil

  /// A system value an entity type is represented as (`ValueRepresentation`).
  public struct ValueRepresentationDescription: Sendable, Hashable, Codable {
    /// The value type's name, such as `IntentPerson`: the key of the value under an entity's
    /// `"as"`, and of the value given in an entity's place.
    public var valueType: String
    /// Whether a value of the type is taken where a parameter expects the entity
    /// (`init(exporting:importing:)`).
    public var imports: Bool

    public init(valueType: String, imports: Bool) {
      self.valueType = valueType
      self.imports = imports
    }
  }

  /// What an entity type's query can do.
  public struct Capabilities: Sendable, Hashable, Codable {
    /// Find entities by text: `string` (the query's own), `derived` (from every entity), or
    /// `none`.
    public var textSearch: TextSearch
    /// Find entities by properties: `declared` (the query's comparators), `derived` (over
    /// every entity), or `none`.
    public var find: Find

    /// How a type's entities are found by text.
    public enum TextSearch: String, Sendable, Hashable, Codable, CaseIterable {
      /// The query is an `EntityStringQuery`: its own `entities(matching:)`.
      case string
      /// The query lists every entity: the runtime matches titles and text properties.
      case derived
      /// The query cannot match text (`none` in JSON).
      case unavailable = "none"
    }

    /// How a type's entities are found by property values.
    public enum Find: String, Sendable, Hashable, Codable, CaseIterable {
      /// The query is an `EntityPropertyQuery`: its declared comparators.
      case declared
      /// The query lists every entity: the runtime compares the `@Property` values.
      case derived
      /// The query cannot filter (`none` in JSON).
      case unavailable = "none"
    }
    /// Whether the query can list every entity.
    public var enumerable: Bool
    /// Whether the type has exactly one entity.
    public var unique: Bool
    /// Whether the type is indexed in Spotlight.
    public var indexed: Bool
  }
}

/// A property of an entity type.
public struct PropertyDescription: Sendable, Hashable, Codable {
  /// The property's name.
  public var name: String
  /// The property's title.
  public var title: String
  /// The property's value type.
  public var value: ValueDescriptor
  /// The comparisons a Find can use on the property, by name (`equalTo`, `contains`…).
  public var comparators: [QueryComparisonOperator]
  /// Whether a Find can sort by the property.
  public var sortable: Bool
  /// Whether the value is computed only when asked for.
  public var deferred: Bool
}

/// An enum type: its name and cases.
public struct EnumTypeDescription: Sendable, Hashable, Codable {
  /// One case.
  public struct Case: Sendable, Hashable, Codable {
    /// The raw value, as text.
    public var rawValue: String
    /// The case's title.
    public var title: String
    /// The case's subtitle, if any.
    public var subtitle: String?
    /// Other names of the case.
    public var synonyms: [String]
  }

  /// The type's persistent identifier.
  public var identifier: String
  /// The type's display name.
  public var name: String
  /// The cases, in declaration order.
  public var cases: [Case]
  /// The assistant schema the type adopts (`@AppEnum(schema:)`), if any.
  public var schema: SchemaDescription?
}

/// One property value of an entity, ready to show or encode.
public struct PropertyValue: Sendable, Hashable, Codable {
  /// The property's name.
  public var name: String
  /// The property's title.
  public var title: String
  /// The value; `nil` when it was not loaded (a deferred property not asked for).
  public var value: JSONValue?
  /// Whether the value was loaded.
  public var isLoaded: Bool
  /// Why reading the value failed — a deferred property's getter threw — or `nil`. The other
  /// properties (and entities) of the answer are unaffected.
  public var error: String? = nil
}

/// Which properties to read when reading an entity's properties, and which deferred ones to
/// load.
public enum PropertySelection: Sendable, Hashable {
  /// Only the values that cost nothing to read.
  case inexpensive
  /// Every value, computing deferred ones.
  case all
  /// The inexpensive values and these deferred ones.
  case including(Set<String>)
  /// These properties and no others, deferred ones among them computed: what a list of names
  /// asks for on every surface (`?properties=name,heightMeters`).
  case only(Set<String>)

  /// Whether a deferred property of this name is computed.
  func loads(_ name: String) -> Bool {
    switch self {
    case .inexpensive: false
    case .all: true
    case .including(let names), .only(let names): names.contains(name)
    }
  }

  /// Whether a property of this name is in the answer at all.
  func shows(_ name: String) -> Bool {
    if case .only(let names) = self { return names.contains(name) }
    return true
  }

  /// Whether the selection leaves properties out of the answer.
  var isNarrowed: Bool {
    if case .only = self { return true }
    return false
  }
}
