public import AppIntents
public import VisualIntelligence

/// Everything a host serves, by identifier: built once, immutable.
struct Registry: Sendable {
  var entities: [String: any EntityTypeRuntime] = [:]
  var enums: [String: EnumRuntime] = [:]
  var intents: [String: any IntentTypeRuntime] = [:]
  var shortcutProviders: [any AppShortcutsProvider.Type] = []
  /// The `IntentValueQuery` types a visual search asks, by persistent identifier.
  var valueQueries: [String: any ValueQueryTypeRuntime] = [:]
  /// What each client has on screen (the host gives it its state store).
  var onScreen = OnScreenContexts(store: InMemoryHostState())
  /// The resolved transfer representations of each entity type (see ``TransferCache``).
  var transfers = TransferCache()
  /// The content of recent visual searches, for the "more results" intent.
  let contents = SemanticContents()
  /// The assistant schemas the registered types adopt, in registration order.
  var adoptedSchemas: [AdoptedSchema] = []

  func entity(_ identifier: String) throws -> any EntityTypeRuntime {
    guard let runtime = entities[identifier] else {
      let allowed = entities.keys.sorted()
      throw IntentsError(
        IntentsError.unknownType,
        NameSuggestion.message(
          "There is no entity type ‘\(identifier.prefix(100))’.", given: identifier,
          allowed: allowed),
        allowed: allowed)
    }
    return runtime
  }

  func entity(for type: any AppEntity.Type) throws -> any EntityTypeRuntime {
    try entity(type.persistentIdentifier)
  }

  func intent(_ identifier: String) throws -> any IntentTypeRuntime {
    guard let runtime = intents[identifier] else {
      let allowed = intents.keys.sorted()
      throw IntentsError(
        IntentsError.unknownIntent,
        NameSuggestion.message(
          "There is no intent ‘\(identifier.prefix(100))’.", given: identifier, allowed: allowed),
        allowed: allowed)
    }
    return runtime
  }

  /// Adds a component, stopping the program when an identifier is registered twice.
  mutating func add(_ component: HostComponent) {
    if let schema = component.schema, let type = component.identifier {
      record(AdoptedSchema(type: type, schema: schema))
    }
    switch component.kind {
    case .entity(let runtime):
      precondition(
        entities[runtime.identifier] == nil,
        "The entity type ‘\(runtime.identifier)’ is registered twice: list each type once in the "
          + "host's declaration, and give types with the same name distinct persistentIdentifiers.")
      entities[runtime.identifier] = runtime
    case .enumeration(let runtime):
      precondition(
        enums[runtime.identifier] == nil,
        "The enum type ‘\(runtime.identifier)’ is registered twice: list each type once.")
      enums[runtime.identifier] = runtime
    case .intent(let runtime):
      precondition(
        intents[runtime.identifier] == nil,
        "The intent ‘\(runtime.identifier)’ is registered twice: list each intent once.")
      intents[runtime.identifier] = runtime
    case .shortcuts(let provider):
      shortcutProviders.append(provider)
    case .valueQuery(let runtime):
      precondition(
        valueQueries[runtime.identifier] == nil,
        "The value query ‘\(runtime.identifier)’ is registered twice: list each query once.")
      valueQueries[runtime.identifier] = runtime
    }
  }

  /// Registers the entity and enum types intent parameters use but the host did not list.
  mutating func addParameterTypes() {
    for intent in intents.values {
      for type in intent.parameterValueTypes {
        let (kind, _) = ValueKind.of(type)
        var base = kind
        if case .array(let element) = kind { base = element }
        let swiftType = Self.baseType(of: type)
        switch base {
        case .entity(let identifier) where entities[identifier] == nil:
          if let entityType = swiftType as? any AppEntity.Type {
            entities[identifier] = Self.runtime(for: entityType)
            recordSchema(of: entityType, as: identifier)
          }
        case .enumeration(let identifier) where enums[identifier] == nil:
          if let enumType = swiftType as? any AppEnum.Type {
            enums[identifier] = EnumRuntime(type: enumType)
            recordSchema(of: enumType, as: identifier)
          }
        default: break
        }
      }
    }
  }

  private mutating func recordSchema(of type: Any.Type, as identifier: String) {
    if let schema = SchemaDescription(of: type) {
      record(AdoptedSchema(type: identifier, schema: schema))
    }
  }

  /// Records a type's schema once, though a type that is both an entity and an enum is
  /// registered twice.
  private mutating func record(_ adoption: AdoptedSchema) {
    if !adoptedSchemas.contains(adoption) { adoptedSchemas.append(adoption) }
  }

  static func baseType(of type: Any.Type) -> Any.Type {
    var current = type
    while true {
      if let wrapped = IntentValueReflection.wrappedType(ofOptional: current) {
        current = wrapped
      } else if let element = IntentValueReflection.elementType(ofCollection: current) {
        current = element
      } else {
        return current
      }
    }
  }

  private static func runtime(for type: any AppEntity.Type) -> any EntityTypeRuntime {
    open(type)
  }

  private static func open<Entity: AppEntity>(_ type: Entity.Type) -> any EntityTypeRuntime {
    EntityRuntime(type)
  }
}

/// One thing a host serves: an entity type, an enum, an intent or App Shortcuts.
public struct HostComponent: Sendable {
  enum Kind: Sendable {
    case entity(any EntityTypeRuntime)
    case enumeration(EnumRuntime)
    case intent(any IntentTypeRuntime)
    case shortcuts(any AppShortcutsProvider.Type)
    case valueQuery(any ValueQueryTypeRuntime)
  }

  let kind: Kind
  /// The assistant schema the type adopts, if any.
  var schema: SchemaDescription? = nil

  /// The identifier of the component's type; `nil` for App Shortcuts.
  var identifier: String? {
    switch kind {
    case .entity(let runtime): runtime.identifier
    case .enumeration(let runtime): runtime.identifier
    case .intent(let runtime): runtime.identifier
    case .valueQuery(let runtime): runtime.identifier
    case .shortcuts: nil
    }
  }

  /// An entity type, with its runtime.
  public static func entity<Entity: AppEntity>(_ runtime: EntityRuntime<Entity>) -> HostComponent {
    HostComponent(kind: .entity(runtime), schema: SchemaDescription(of: Entity.self))
  }

  /// An enum type.
  public static func enumeration(_ type: any AppEnum.Type) -> HostComponent {
    HostComponent(kind: .enumeration(EnumRuntime(type: type)), schema: SchemaDescription(of: type))
  }

  /// An intent type.
  public static func intent<Intent: AppIntent>(_ type: Intent.Type) -> HostComponent {
    HostComponent(kind: .intent(IntentRuntime(type)), schema: SchemaDescription(of: Intent.self))
  }

  /// A provider of App Shortcuts.
  public static func shortcuts(_ provider: any AppShortcutsProvider.Type) -> HostComponent {
    HostComponent(kind: .shortcuts(provider))
  }

  /// A query a visual search asks for values.
  public static func valueQuery<Query: IntentValueQuery>(_ type: Query.Type) -> HostComponent
  where Query.Input == SemanticContentDescriptor {
    HostComponent(kind: .valueQuery(ValueQueryRuntime(type)))
  }
}

/// Declares what a host serves: entity types, enums, intents and App Shortcuts providers, by
/// type.
///
/// ```swift
/// let host = IntentsHost(name: "Landmarks") {
///   LandmarkEntity.self
///   NavigationOption.self
///   OpenLandmarkIntent.self
///   LandmarksShortcuts.self
/// }
/// ```
@resultBuilder
public enum IntentsHostBuilder {
  /// An entity type. Inlinable, so that its derived Find is specialised for the type.
  @inlinable
  public static func buildExpression<Entity: AppEntity>(_ type: Entity.Type) -> [HostComponent] {
    [.entity(EntityRuntime(type))]
  }

  /// An enum type.
  public static func buildExpression<Enum: AppEnum>(_ type: Enum.Type) -> [HostComponent] {
    [.enumeration(type)]
  }

  /// A type that is both an entity and an enum.
  @inlinable
  public static func buildExpression<Value: AppEntity & AppEnum>(
    _ type: Value.Type
  )
    -> [HostComponent]
  {
    [.entity(EntityRuntime(type)), .enumeration(type)]
  }

  /// An intent type.
  public static func buildExpression<Intent: AppIntent>(_ type: Intent.Type) -> [HostComponent] {
    [.intent(type)]
  }

  /// A provider of App Shortcuts.
  public static func buildExpression<Provider: AppShortcutsProvider>(
    _ type: Provider.Type
  )
    -> [HostComponent]
  {
    [.shortcuts(type)]
  }

  /// A query a visual search asks for values: an `IntentValueQuery` over a
  /// `SemanticContentDescriptor`.
  public static func buildExpression<Query: IntentValueQuery>(
    _ type: Query.Type
  ) -> [HostComponent] where Query.Input == SemanticContentDescriptor {
    [.valueQuery(type)]
  }

  /// A component built by hand.
  public static func buildExpression(_ component: HostComponent) -> [HostComponent] { [component] }

  /// The components, in order.
  public static func buildBlock(_ components: [HostComponent]...) -> [HostComponent] {
    components.flatMap { $0 }
  }
}
