import AppIntents

// The doctor's look at an `EntityPropertyQuery`: the Finds Shortcuts would build — a condition
// on each property with a value one of the entities has, the first page by each sort key — each
// answer checked against the runtime's own matching of the same request over the answers.

extension DoctorExamination {
  /// The comparisons tried on a property, most telling first: the first one the query
  /// declares for it is used.
  static let preferredComparisons: [QueryComparisonOperator] = [
    .equalTo, .contains, .hasPrefix, .hasSuffix, .greaterThanOrEqualTo, .lessThanOrEqualTo,
    .greaterThan, .lessThan, .notEqualTo,
  ]

  /// How many entities the first page of a sorted Find asks for.
  static let pageSize = 3
  /// The most entities a Find by a condition asks for.
  static let conditionLimit = 100

  /// Checks the type's `EntityPropertyQuery` with the sampled entities' values.
  mutating func declaredFind(_ sample: [EntityValue], _ runtime: any EntityTypeRuntime) async {
    let deferred = await runtime.deferredPropertiesInFind()
    if !deferred.isEmpty {
      report(
        "deferred-property-in-query", .warning,
        "\(type): its EntityPropertyQuery compares or sorts by \(Self.list(deferred)), "
          + "deferred: every Find by it must compute the value for each candidate entity.",
        fix:
          "Filter and sort by stored properties; make the value a @Property or "
          + "@ComputedProperty if a Find needs it.")
    }
    let properties = await runtime.describe().properties.filter { !$0.deferred }
    var checked = FindChecks()
    for property in properties {
      guard
        let comparison = Self.preferredComparisons.first(where: property.comparators.contains),
        let value = await firstValue(of: property.name, in: sample, runtime)
      else { continue }
      let filter = FindRequest.Filter(property.name, comparison, .json(value))
      // Bounded, as Shortcuts bounds its Finds: a common value of a large store stays cheap.
      await check(
        FindRequest(filters: [filter], limit: Self.conditionLimit),
        "for ‘\(property.name) \(comparison.rawValue) \(value.excerpt)’", runtime, &checked)
    }
    let sortable = properties.filter(\.sortable)
    for property in sortable {
      for order in [FindRequest.Order.ascending, .descending] {
        await check(
          FindRequest(sort: [FindRequest.SortKey(property.name, order)], limit: Self.pageSize),
          "sorted by ‘\(property.name)’ \(order.rawValue) with limit \(Self.pageSize)", runtime,
          &checked)
      }
    }
    if sortable.isEmpty {
      await check(FindRequest(limit: 1), "with limit 1", runtime, &checked)
    }
  }

  /// The rules already reported for the type's Finds: each once.
  struct FindChecks {
    var reported: Set<String> = []
  }

  /// Runs one Find and compares its answers with the reference.
  private mutating func check(
    _ request: FindRequest, _ what: String, _ runtime: any EntityTypeRuntime,
    _ checked: inout FindChecks
  ) async {
    let converter = converter
    guard
      let found = await call(
        "entities(matching:mode:sortedBy:limit:)", skippingRefusals: true,
        { try await runtime.findWithReference(request, converter: converter) }),
      let reference = found
    else { return }
    let passing = Set(reference.satisfying.map(\.identifier))
    let failing = reference.answers.filter { !passing.contains($0.identifier) }
    if !failing.isEmpty {
      if checked.reported.insert("find-breaks-comparator").inserted {
        report(
          "find-breaks-comparator", .error,
          "\(type): a Find \(what) returned \(Self.list(failing.map(Self.title))), which do not "
            + "satisfy it.",
          fix:
            "Map each comparator to the condition it names (equalTo is equality, contains a "
            + "substring ignoring case…) and apply every condition of the request.")
      }
      return
    }
    if let wrong = zip(reference.answers, reference.sorted).first(where: {
      $0.0.identifier != $0.1.identifier
    }) {
      if checked.reported.insert("find-breaks-sort").inserted {
        report(
          "find-breaks-sort", .warning,
          "\(type): a Find \(what) returned ‘\(Self.title(wrong.0))’ where "
            + "‘\(Self.title(wrong.1))’ belongs.",
          fix: "Apply every sort key of sortedBy, in priority order and in the order asked.")
      }
    }
    if let limit = request.limit, reference.answers.count > limit,
      checked.reported.insert("find-breaks-limit").inserted
    {
      report(
        "find-breaks-limit", .warning,
        "\(type): a Find \(what) returned \(reference.answers.count) entities.",
        fix: "Return at most limit entities: the first ones in the order asked.")
    }
  }

  /// The value of a property of the first sampled entity that has one, as JSON.
  private func firstValue(
    of name: String, in sample: [EntityValue], _ runtime: any EntityTypeRuntime
  ) async -> JSONValue? {
    for entity in sample {
      guard
        let values = try? await runtime.properties(of: entity, selection: .only([name])),
        let value = values.first(where: { $0.name == name })?.value, value != .null
      else { continue }
      return value
    }
    return nil
  }
}
