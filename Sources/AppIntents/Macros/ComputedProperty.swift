// `@ComputedProperty`: an entity property computed from the entity every time it is read.
//
// Expansion (see `EntityPropertyDeclaration.swift` and the "Computed and Deferred Properties"
// article): the getter stays as written; three peers are added — a declaration type `_$name`
// that holds one shared `EntityProperty` built with the macro-support initializers
// (`identifier:getter:` or `identifier:getSetter:` when there is a `set`), a zero-size stored
// field `_name` whose value is that object, and `$name`, which returns it. In generic types and extensions the object
// is made once per type through `_EntityPropertyDeclarations.shared`, and in extensions and
// enums, which cannot store fields, `$name` is a computed property (the runtime then meets the
// property only through key paths such as `\.$name`).

/// Declares an entity property computed from the entity every time the system reads it.
///
/// ```swift
/// struct LandmarkEntity: AppEntity {
///   let landmark: Landmark
///   @ComputedProperty var name: String { landmark.name }
/// }
/// ```
///
/// The system reads the getter each time it describes, filters, sorts or serves the entity;
/// nothing is stored. Add a `set` accessor to make the property writable. `\.$name` names the
/// property in queries (`Property(\.$name)`, `SortableBy(\.$name)`).
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title shown to people.
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property that Spotlight indexes under an attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title, indexed by Spotlight under an attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property that Spotlight indexes under a custom attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(customIndexingKey: CSCustomAttributeKey) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title, indexed by Spotlight under a custom
/// attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`), prefixed(`_$`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")
