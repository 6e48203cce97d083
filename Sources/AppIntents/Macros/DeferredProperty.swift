// `@DeferredProperty`: an entity property whose `get async` (or `get async throws`) getter runs
// only when someone asks for the property by name.
//
// Expansion: as `@ComputedProperty` (a declaration `enum _name` holding the one shared
// `EntityProperty`, a stored field `_name` of size zero, and `$name` returning the object), the
// object built with `identifier:asyncGetter:`, whose closure awaits the getter (with `try` when
// it throws). The system never calls it during Find, search, suggestions, listings,
// descriptions or Spotlight indexing.

/// Declares an entity property computed asynchronously, only when the system is asked for it.
///
/// ```swift
/// @DeferredProperty
/// var crowdStatus: Int {
///   get async throws { try await service.crowdStatus(for: id) }
/// }
/// ```
///
/// Finds, searches, suggestions and listings never call the getter; reading the entity's
/// properties calls it when the caller selects the property by name (the CLI's
/// `get … --property crowdStatus`, HTTP's and MCP's property selection). A getter that throws
/// fails that property of that entity only. Deferred properties are not indexed in Spotlight.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty() =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// Declares a deferred entity property with a title shown to people.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")
