import AppIntents
import Synchronization

extension EntityRuntime {
  func find(_ request: FindRequest, converter: ValueConverter) async throws -> [EntityValue] {
    try validate(request)
    if let propertyQuery {
      return try await findDeclared(request, propertyQuery, converter)
    }
    if query is any EnumerableEntityQuery {
      return try await findDerived(request, converter)
    }
    throw IntentsError(
      IntentsError.notFindable,
      "\(identifier) cannot be filtered by its properties: its query is neither an "
        + "EntityPropertyQuery nor an EnumerableEntityQuery. Resolve identifiers, search or use "
        + "the suggestions instead.")
  }

  private func validate(_ request: FindRequest) throws {
    try Limits.check(filterCount: request.filters.count)
  }

  // MARK: - Declared: the app's comparators and entities(matching:mode:sortedBy:limit:)

  private func findDeclared(
    _ request: FindRequest, _ propertyQuery: PropertyQueryAdapter<Entity>,
    _ converter: ValueConverter
  ) async throws -> [EntityValue] {
    let bindings = await propertyBindings()
    var mappings: [Any] = []
    mappings.reserveCapacity(request.filters.count)
    for filter in request.filters {
      guard let index = bindings.declarationNames.firstIndex(of: filter.property) else {
        let filterable = bindings.declarationNames.map { $0 ?? "?" }
        throw unknownProperty(filter.property, allowed: filterable, purpose: "filtered")
      }
      let declaration = propertyQuery.declarations[index]
      guard let comparator = declaration.comparators[filter.comparison] else {
        throw unsupported(filter, allowed: Array(declaration.comparators.keys))
      }
      let inputs = try await convert(filter, to: comparator.inputType, converter)
      do {
        mappings.append(try comparator.map(inputs))
      } catch {
        throw IntentsError(IntentsError.invalidValue, String(describing: error))
      }
    }
    var sorts: [EntityQuerySort<Entity>] = []
    for key in request.sort {
      guard let index = bindings.sortableNames.firstIndex(of: key.property) else {
        let sortable = bindings.sortableNames.compactMap { $0 }
        if !propertyNames(bindings).contains(key.property) {
          throw unknownProperty(key.property, allowed: sortable, purpose: "sorted by")
        }
        throw notSortable(key.property, allowed: sortable)
      }
      sorts.append(propertyQuery.sortables[index].sort(key.order.ordering(for: Entity.self)))
    }
    try await dependencies.load(for: identifier)
    let found = try await Invocation.query(
      identifier, "entities(matching:mode:sortedBy:limit:)", describe(request),
      count: { $0.count }
    ) {
      try await propertyQuery.run(mappings, request.mode, sorts, request.limit)
    }
    return found.results(boxing: box).entities
  }

  // MARK: - Derived: every entity from allEntities(), filtered by their @Property values

  private func findDerived(
    _ request: FindRequest, _ converter: ValueConverter
  ) async throws
    -> [EntityValue]
  {
    try await dependencies.load(for: identifier)
    // The bindings come from the first entity when they are not known yet, so that a query
    // whose suggestions are allEntities() does not list everything twice.
    var loaded: [Entity]?
    var deferred: Set<String> = []
    if !request.filters.isEmpty || !request.sort.isEmpty {
      if bindings.withLock({ $0?.isComplete }) != true { loaded = try await allEntities() }
      deferred = await propertyBindings(sample: loaded?.first).deferred
    }
    let (comparators, sorts) = try await referenceConditions(
      request, deferred: deferred, converter)
    let all: [Entity]
    if let loaded { all = loaded } else { all = try await allEntities() }
    return box(matcher(all, comparators, request.mode, sorts, request.limit))
  }

  /// The request as the runtime's own comparators and sort keys over the `@Property` values:
  /// a derived Find's conditions, and the doctor's reference for a declared one. Deferred
  /// properties are computed only when asked for by name, never compared or sorted.
  func referenceConditions(
    _ request: FindRequest, deferred: Set<String>, _ converter: ValueConverter
  ) async throws -> ([QueryComparator<Entity>], [EntityQuerySort<Entity>]) {
    // Computed properties are compared and sorted through their getters; deferred ones are
    // computed only when asked for by name, never by a Find.
    let findable = columns.filter { !deferred.contains($0.name) }
    var comparators: [QueryComparator<Entity>] = []
    for filter in request.filters {
      if deferred.contains(filter.property) {
        throw IntentsError(
          IntentsError.unsupportedComparator,
          "‘\(filter.property)’ of \(identifier) is a deferred property, computed when read and "
            + "only when asked for by name, so a Find cannot compare it. Filter by another "
            + "property.",
          allowed: findable.filter { !$0.comparators.isEmpty }.map(\.name))
      }
      guard let column = findable.first(where: { $0.name == filter.property }) else {
        throw unknownProperty(filter.property, allowed: findable.map(\.name), purpose: "filtered")
      }
      guard let comparator = column.comparators[filter.comparison] else {
        throw unsupported(filter, allowed: Array(column.comparators.keys))
      }
      let inputs = try await convert(filter, to: comparator.inputType, converter)
      guard let built = comparator.comparator(inputs) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(filter.property)’ \(filter.comparison.rawValue) cannot compare with \(filter.values)."
        )
      }
      comparators.append(built)
    }
    var sorts: [EntityQuerySort<Entity>] = []
    for key in request.sort {
      if deferred.contains(key.property) {
        throw IntentsError(
          IntentsError.notSortable,
          "‘\(key.property)’ of \(identifier) is a deferred property, computed when read and "
            + "only when asked for by name, so a Find cannot sort by it.",
          allowed: findable.filter { $0.sortable != nil }.map(\.name))
      }
      guard let sortable = findable.first(where: { $0.name == key.property })?.sortable else {
        let sortable = findable.filter { $0.sortable != nil }.map(\.name)
        if !columns.contains(where: { $0.name == key.property }) {
          throw unknownProperty(key.property, allowed: sortable, purpose: "sorted by")
        }
        throw notSortable(key.property, allowed: sortable)
      }
      sorts.append(EntityQuerySort(sortable, order: key.order.ordering(for: Entity.self)))
    }
    return (comparators, sorts)
  }

  // MARK: - Helpers

  /// The names of every property of the type: its columns, or — for a class, whose properties
  /// are found on each instance — those the bindings read from one.
  private func propertyNames(_ bindings: PropertyBindings) -> Set<String> {
    columns.isEmpty ? Set(bindings.titles.keys) : Set(columns.map(\.name))
  }

  private func convert(
    _ filter: FindRequest.Filter, to type: Any.Type, _ converter: ValueConverter
  )
    async throws -> [Any]
  {
    guard filter.values.count == filter.comparison.arity else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(filter.property)’ \(filter.comparison.rawValue) takes \(filter.comparison.arity) "
          + "value(s), not \(filter.values.count).")
    }
    var inputs: [Any] = []
    for value in filter.values {
      inputs.append(try await converter.convert(value, to: type, what: filter.property))
    }
    return inputs
  }

  private func unknownProperty(_ name: String, allowed: [String], purpose: String) -> IntentsError {
    var message = NameSuggestion.message(
      "\(identifier) has no property ‘\(name.prefix(100))’ that can be \(purpose).", given: name,
      allowed: allowed)
    // A struct without a property table: its properties are known only on instances.
    if columns.isEmpty && !(Entity.self is AnyClass) {
      message +=
        " A Find knows the properties of \(Entity.self) from its property table, which the "
        + "EntityPropertyTables build plugin writes: apply the plugin to the target that "
        + "declares it."
    }
    return IntentsError(IntentsError.unknownProperty, message, allowed: allowed)
  }

  private func notSortable(_ name: String, allowed: [String]) -> IntentsError {
    IntentsError(
      IntentsError.notSortable,
      NameSuggestion.message(
        "\(identifier) cannot be sorted by ‘\(name.prefix(100))’.", given: name, allowed: allowed),
      allowed: allowed)
  }

  private func unsupported(
    _ filter: FindRequest.Filter, allowed: [QueryComparisonOperator]
  )
    -> IntentsError
  {
    IntentsError(
      IntentsError.unsupportedComparator,
      "‘\(filter.property)’ of \(identifier) does not support \(filter.comparison.rawValue).",
      allowed: QueryComparisonOperator.allCases.filter(allowed.contains).map(\.rawValue))
  }

  private func describe(_ request: FindRequest) -> String {
    let filters = request.filters.map {
      "\($0.property) \($0.comparison.rawValue) \($0.values.map(\.description).joined(separator: " and "))"
    }
    var parts = ["[\(filters.joined(separator: ", "))]", "mode: \(request.mode)"]
    if !request.sort.isEmpty {
      parts.append(
        "sort: "
          + request.sort.map { "\($0.property) \($0.order.rawValue)" }.joined(separator: ", "))
    }
    if let limit = request.limit { parts.append("limit: \(limit)") }
    return parts.joined(separator: " ")
  }
}
