// `@DeferredProperty`: an entity property whose `get async` (or `get async throws`) getter runs
// only when someone asks for the property by name.
//
// Expansion: as `@ComputedProperty` (a declaration `enum _name` holding the one shared
// `EntityProperty`, a stored field `_name` of size zero, and `$name` returning the object), the
// object built with `identifier:asyncGetter:`, whose closure awaits the getter (with `try` when
// it throws). The system never calls it during Find, search, suggestions, listings or
// descriptions; Spotlight indexing awaits it only when it is declared with an indexing key.

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
/// fails that property of that entity only. A deferred property is indexed in Spotlight only when
/// it names an attribute (``DeferredProperty(indexingKey:)``): the index then awaits it.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty() =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// Declares a deferred entity property with a title shown to people.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// Declares a deferred entity property that Spotlight indexes under an attribute (iOS 26).
///
/// ```swift
/// @DeferredProperty(indexingKey: \.contentDescription)
/// var summary: String {
///   get async throws { try await service.summary(for: id) }
/// }
/// ```
///
/// Indexing the entity — `CSSearchableIndex.indexAppEntities(_:)`, or the host rebuilding its
/// index — awaits the getter and stores its value under the attribute; a getter that throws
/// leaves the attribute out. The entity's own `attributeSet`, which cannot wait, does not hold
/// it.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// Declares a deferred entity property with a title, indexed by Spotlight under an attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(
  title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) =
  #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")
