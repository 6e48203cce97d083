import AppIntents
import VisualIntelligence

/// Finds the served intents that open entities (`OpenIntent`s) and the one that shows more
/// visual-search results (a `SemanticContentDescriptor` parameter, as the
/// `.visualIntelligence.semanticContentSearch` schema has).
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

  /// The served intent with a `SemanticContentDescriptor` parameter, and that parameter's name.
  static func moreResults(registry: Registry) -> (intent: String, parameter: String)? {
    for identifier in registry.intents.keys.sorted() {
      guard let type = (registry.intents[identifier] as? any IntentTypeIntrospection)?.intentType
      else { continue }
      for (name, parameter) in IntentParameters.of(type.init()) {
        let valueType = parameter.parameterInfo.valueType
        let base = IntentValueReflection.wrappedType(ofOptional: valueType) ?? valueType
        if base == SemanticContentDescriptor.self { return (identifier, name) }
      }
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
