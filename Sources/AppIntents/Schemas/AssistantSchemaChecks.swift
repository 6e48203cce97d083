// What the schema macros' expansions call so that the compiler checks, where a schema expects
// an app's entity or enum, that the type declared there adopts the expected schema. These are
// implementation details of the macros (hence the `__` prefix); apps never call them.
//
// An entity expanded from `@AppEntity(schema: .photos.asset)` gets, beside the recorded schema,
// an overload `static func __assistantSchemaEntity(_: __AssistantSchemaTag.PhotosEntity.Asset.Type)`.
// An intent whose `target` must adopt `.photos.asset` checks
// `__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(
//   __AssistantSchemaTag.PhotosEntity.Asset.self)`:
// the first call compiles only when `target`'s type adopts an entity schema, and returns that
// type; the second only when the schema is `.photos.asset` — otherwise the compiler says it
// "cannot convert value of type '__AssistantSchemaTag.PhotosEntity.Asset.Type' to expected
// argument type '__AssistantSchemaTag.PhotosEntity.Album.Type'". The type is reached through a
// key path (or the intent's result type), never by name, so the check works wherever the
// declaration is nested.

/// The tags that name entity and enum schemas in the compile-time checks of the schema macros,
/// one namespace per domain and kind (`__AssistantSchemaTag.PhotosEntity.Asset`).
public enum __AssistantSchemaTag {}

// MARK: - Members

/// The type of a member that a schema expects to be an entity; compiles only when it adopts an
/// entity schema.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity>(
  of member: KeyPath<Root, Entity>
) -> Entity.Type { Entity.self }

/// The type of an optional member that a schema expects to be an entity.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity>(
  ofOptional member: KeyPath<Root, Entity?>
) -> Entity.Type { Entity.self }

/// The element type of a member that a schema expects to be an array of entities.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity>(
  ofArray member: KeyPath<Root, [Entity]>
) -> Entity.Type { Entity.self }

/// The element type of an optional member that a schema expects to be an array of entities.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity>(
  ofOptionalArray member: KeyPath<Root, [Entity]?>
) -> Entity.Type { Entity.self }

/// The element type of a member that a schema expects to be a set of entities.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity & Hashable>(
  ofSet member: KeyPath<Root, Set<Entity>>
) -> Entity.Type { Entity.self }

/// The element type of an optional member that a schema expects to be a set of entities.
public func __assistantSchemaEntityType<Root, Entity: AssistantSchemaEntity & Hashable>(
  ofOptionalSet member: KeyPath<Root, Set<Entity>?>
) -> Entity.Type { Entity.self }

/// The type of a member that a schema expects to be an enum; compiles only when it adopts an
/// enum schema.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum>(
  of member: KeyPath<Root, Enum>
) -> Enum.Type { Enum.self }

/// The type of an optional member that a schema expects to be an enum.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum>(
  ofOptional member: KeyPath<Root, Enum?>
) -> Enum.Type { Enum.self }

/// The element type of a member that a schema expects to be an array of enum values.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum>(
  ofArray member: KeyPath<Root, [Enum]>
) -> Enum.Type { Enum.self }

/// The element type of an optional member that a schema expects to be an array of enum values.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum>(
  ofOptionalArray member: KeyPath<Root, [Enum]?>
) -> Enum.Type { Enum.self }

/// The element type of a member that a schema expects to be a set of enum values.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum & Hashable>(
  ofSet member: KeyPath<Root, Set<Enum>>
) -> Enum.Type { Enum.self }

/// The element type of an optional member that a schema expects to be a set of enum values.
public func __assistantSchemaEnumType<Root, Enum: AssistantSchemaEnum & Hashable>(
  ofOptionalSet member: KeyPath<Root, Set<Enum>?>
) -> Enum.Type { Enum.self }

// MARK: - Results

/// The type of the value an intent's `perform()` returns (`Never` when it returns none).
public func __assistantSchemaReturnedValueType<Intent: AppIntent>(
  of intent: Intent.Type
)
  -> Intent.PerformResult.Value.Type
{ Intent.PerformResult.Value.self }

/// A returned value's type that a schema expects to be an entity; compiles only when it adopts
/// an entity schema.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity>(
  ofValue type: Entity.Type
)
  -> Entity.Type
{ Entity.self }

/// The element type of a returned value that a schema expects to be an array of entities.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity>(
  ofArrayValue type: [Entity].Type
) -> Entity.Type { Entity.self }

/// A returned value's type that a schema expects to be an optional entity.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity>(
  ofOptionalValue type: Entity?.Type
) -> Entity.Type { Entity.self }

/// The element type of a returned value that a schema expects to be an optional array of
/// entities.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity>(
  ofOptionalArrayValue type: [Entity]?.Type
) -> Entity.Type { Entity.self }

/// The element type of a returned value that a schema expects to be a set of entities.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity & Hashable>(
  ofSetValue type: Set<Entity>.Type
) -> Entity.Type { Entity.self }

/// The element type of a returned value that a schema expects to be an optional set of
/// entities.
public func __assistantSchemaEntityType<Entity: AssistantSchemaEntity & Hashable>(
  ofOptionalSetValue type: Set<Entity>?.Type
) -> Entity.Type { Entity.self }
