import AppIntents
import VisualIntelligence

/// Finds the served intents that open entities (`OpenIntent`s) and the one that shows more
/// visual-search results (the intent adopting `.visualIntelligence.semanticContentSearch`, whose
/// `semanticContent` parameter receives the searched content).
enum OpenIntents {
  /// The invocation of the first served `OpenIntent` (by identifier) whose target is the
  /// entity's type, with the entity as its target.
  static func invocation(opening entity: any AppEntity, registry: Registry) -> IntentInvocation? {
    for identifier in registry.intents.keys.sorted() {
      guard let type = (registry.intents[identifier] as? any IntentTypeIntrospection)?.intentType,
        let open = type as? any OpenIntent.Type,
        let name = targetParameter(open, entity)
      else { continue }
      return IntentInvocation(
        intent: identifier, parameters: [name: .identifier(entity.id.entityIdentifierString)])
    }
    return nil
  }

  /// The name of the `@Parameter` the intent's `target` sets, when the entity can be its target.
  private static func targetParameter<Intent: OpenIntent>(
    _ intentType: Intent.Type, _ entity: any AppEntity
  ) -> String? {
    guard let target = entity as? Intent.Value else { return nil }
    var intent = Intent()
    intent.target = target
    let identifier = entity.id.entityIdentifierString
    for (name, parameter) in IntentParameters.of(intent) {
      guard let current = IntentValueReflection.unwrap(parameter.anyCurrentValue as Any),
        let value = current as? any AppEntity, type(of: value) == type(of: entity),
        value.id.entityIdentifierString == identifier
      else { continue }
      return name
    }
    return nil
  }

  /// The schema identifier of the intent that shows more visual-search results.
  static let semanticContentSearch = "visualIntelligence.semanticContentSearch"

  /// The served intent that shows more visual-search results, and the name of its
  /// `SemanticContentDescriptor` parameter: the intent adopting
  /// `.visualIntelligence.semanticContentSearch` when one does, otherwise (an OpenIntents
  /// leniency for intents written without the schema) the first served intent, by identifier,
  /// with a `SemanticContentDescriptor` parameter.
  static func moreResults(registry: Registry) -> (intent: String, parameter: String)? {
    let adopting = Set(
      registry.adoptedSchemas.filter { $0.schema.id == semanticContentSearch }.map(\.type))
    let identifiers = registry.intents.keys.sorted {
      (adopting.contains($0) ? 0 : 1, $0) < (adopting.contains($1) ? 0 : 1, $1)
    }
    for identifier in identifiers {
      guard let type = (registry.intents[identifier] as? any IntentTypeIntrospection)?.intentType
      else { continue }
      if let name = contentParameter(of: type) { return (identifier, name) }
    }
    return nil
  }

  /// The name of the intent's `SemanticContentDescriptor` parameter, if it has one.
  private static func contentParameter(of type: any AppIntent.Type) -> String? {
    for (name, parameter) in IntentParameters.of(type.init()) {
      let valueType = parameter.parameterInfo.valueType
      let base = IntentValueReflection.wrappedType(ofOptional: valueType) ?? valueType
      if base == SemanticContentDescriptor.self { return name }
    }
    return nil
  }
}

/// An intent runtime that can tell its Swift type.
protocol IntentTypeIntrospection {
  var intentType: any AppIntent.Type { get }
}

extension IntentRuntime: IntentTypeIntrospection {
  var intentType: any AppIntent.Type { Intent.self }
}
