import AppIntents
import VisualIntelligence

/// What the host does with one `IntentValueQuery` type, whatever the type.
protocol ValueQueryTypeRuntime: Sendable {
  var identifier: String { get }
  /// The query's Swift type.
  var queryType: Any.Type { get }
  /// The values the query returns for the content, in its order.
  func values(for content: SemanticContentDescriptor) async throws -> [Any]
}

/// The runtime of one `IntentValueQuery` over visual content: its dependencies, found once, and
/// its calls.
final class ValueQueryRuntime<Query: IntentValueQuery>: ValueQueryTypeRuntime, Sendable
where Query.Input == SemanticContentDescriptor {
  let query = Query()
  /// The query's `@Dependency`s, loaded before each call into it.
  let dependencies: Invocation.Dependencies

  init(_ type: Query.Type) {
    dependencies = Invocation.Dependencies(of: query)
  }

  var identifier: String { Query.persistentIdentifier }
  var queryType: Any.Type { Query.self }

  func values(for content: SemanticContentDescriptor) async throws -> [Any] {
    try await dependencies.load(for: identifier)
    return try await Invocation.query(
      identifier, "values(for:)", content.description, count: { $0.count }
    ) {
      let results = try await query.values(for: content)
      if let array = results as? [Any] { return array }
      return results.items.map { $0 as Any }
    }
  }
}
