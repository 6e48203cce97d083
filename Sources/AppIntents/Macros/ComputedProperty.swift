// `@ComputedProperty`: an entity property computed from the entity every time it is read.
//
// Expansion (see `Properties/EntityPropertyDeclaration.swift` and the "Computed and Deferred
// Properties" article): the getter stays as written; the peers are a declaration `enum _name`
// holding the one `EntityProperty` every entity shares (built with Apple's macro-support
// initializers `identifier:getter:`, or `identifier:getSetter:` when there is a `set`), a stored
// field `_name` of size zero whose type names that declaration (so the runtime finds the
// property without an instance), and `$name`, which returns the shared object. Extensions and
// enums get no field: the property works through `\.$name`, but the runtime does not list it.

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
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title shown to people.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property that Spotlight indexes under an attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title, indexed by Spotlight under an attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
  title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property that Spotlight indexes under a custom attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(customIndexingKey: CSCustomAttributeKey) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// Declares a computed entity property with a title, indexed by Spotlight under a custom
/// attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
  title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey
) =
  #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")
