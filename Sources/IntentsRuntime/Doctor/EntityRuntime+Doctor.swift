import AppIntents

/// A declared Find's answers beside those the runtime's own matching of its conditions keeps:
/// the doctor's reference for an `EntityPropertyQuery`.
struct FindReference: Sendable {
  /// The answers, in the query's order.
  var answers: [EntityValue]
  /// The answers that satisfy the request's filters, in the query's order; `nil` when the
  /// runtime cannot evaluate the request itself.
  var satisfying: [EntityValue]?
}

extension EntityRuntime {
  func findWithReference(
    _ request: FindRequest, converter: ValueConverter
  ) async throws -> FindReference? {
    guard propertyQuery != nil else { return nil }
    let answers = try await find(request, converter: converter)
    let deferred = await propertyBindings().deferred
    // A request the runtime cannot evaluate itself — a property of a class entity, known only
    // through its instances, or a value its columns cannot compare — has no reference.
    guard
      let (comparators, _) = try? await referenceConditions(
        request, deferred: deferred, converter)
    else { return FindReference(answers: answers, satisfying: nil) }
    let entities = answers.compactMap { $0.entity as? Entity }
    guard entities.count == answers.count else {
      return FindReference(answers: answers, satisfying: nil)
    }
    let satisfying = matcher(entities, comparators, request.mode, [], nil)
    return FindReference(answers: answers, satisfying: box(satisfying))
  }

  func deferredPropertiesInFind() async -> [String] {
    guard propertyQuery != nil else { return [] }
    let bindings = await propertyBindings()
    var names: [String] = []
    for case let name? in bindings.declarationNames + bindings.sortableNames
    where bindings.deferred.contains(name) && !names.contains(name) {
      names.append(name)
    }
    return names
  }
}
