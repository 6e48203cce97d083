import AppIntents
import Foundation

// The doctor's look at an `EntityPropertyQuery`: the Finds Shortcuts would build — a condition
// on each property with a value one of the entities has, the first page by each sort key.
//
// Only what every correct query must do is checked, so that no correct app is reported: an
// answer must satisfy the condition where the runtime's own matching is at least as lenient as
// any reading of it (plain text ignoring case and accents; whole numbers, booleans and enum
// cases exactly); a page must keep the order asked where every store agrees (whole and
// fractional numbers, dates — text collates by locale; entities without a value are left out,
// as stores put them first or last); and it must stay within its limit.

extension DoctorExamination {
  /// The comparisons checked for a property's values, most telling first: the first one the
  /// query declares is used. Only plain `String` text is folded by the runtime's matching (an
  /// `AttributedString` compares exactly); dates (a day or an instant?), fractional numbers
  /// (with a tolerance?), enum order (declared or raw?) and lists are left to the app.
  static func comparisons(for value: ValueDescriptor) -> [QueryComparisonOperator] {
    switch value.kind {
    case .string where value.swiftType == "String" || value.swiftType == "String?":
      [.equalTo, .contains, .hasPrefix, .hasSuffix]
    case .integer:
      [.equalTo, .greaterThanOrEqualTo, .lessThanOrEqualTo, .greaterThan, .lessThan, .notEqualTo]
    case .boolean, .enumeration: [.equalTo, .notEqualTo]
    default: []
    }
  }

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
        let comparison = Self.comparisons(for: property.value).first(
          where: property.comparators.contains),
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
        let request = FindRequest(
          sort: [FindRequest.SortKey(property.name, order)], limit: Self.pageSize)
        let what = "sorted by ‘\(property.name)’ \(order.rawValue) with limit \(Self.pageSize)"
        guard let answers = await check(request, what, runtime, &checked) else { continue }
        await keepsOrder(answers, property, order, what, runtime, &checked)
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

  /// Runs one Find and checks its answers against its conditions and its limit; returns the
  /// answers, or `nil` when the Find could not be checked.
  @discardableResult
  private mutating func check(
    _ request: FindRequest, _ what: String, _ runtime: any EntityTypeRuntime,
    _ checked: inout FindChecks
  ) async -> [EntityValue]? {
    let converter = converter
    guard
      let found = await call(
        "entities(matching:mode:sortedBy:limit:)", skippingRefusals: true,
        { try await runtime.findWithReference(request, converter: converter) }),
      let reference = found
    else { return nil }
    let passing = Set((reference.satisfying ?? reference.answers).map(\.identifier))
    let failing = reference.answers.filter { !passing.contains($0.identifier) }
    if !failing.isEmpty, checked.reported.insert("find-breaks-comparator").inserted {
      report(
        "find-breaks-comparator", .error,
        "\(type): a Find \(what) returned \(Self.list(failing.map(Self.title))), which do not "
          + "satisfy it.",
        fix:
          "Map each comparator to the condition it names (equalTo is equality, contains a "
          + "substring ignoring case…) and apply every condition of the request.")
    }
    if let limit = request.limit, reference.answers.count > limit,
      checked.reported.insert("find-breaks-limit").inserted
    {
      report(
        "find-breaks-limit", .warning,
        "\(type): a Find \(what) returned \(reference.answers.count) entities.",
        fix: "Return at most limit entities: the first ones in the order asked.")
    }
    return reference.answers
  }

  /// Reports the first two answers that every usual order of their values puts the other way
  /// round. Answers without a value are left out: stores put them first or last.
  private mutating func keepsOrder(
    _ answers: [EntityValue], _ property: PropertyDescription, _ order: FindRequest.Order,
    _ what: String, _ runtime: any EntityTypeRuntime, _ checked: inout FindChecks
  ) async {
    guard !checked.reported.contains("find-breaks-sort") else { return }
    var valued: [(entity: EntityValue, value: JSONValue)] = []
    for entity in answers {
      guard
        let values = try? await runtime.properties(of: entity, selection: .only([property.name])),
        let value = values.first(where: { $0.name == property.name })?.value, value != .null
      else { continue }
      valued.append((entity, value))
    }
    for (first, second) in zip(valued, valued.dropFirst()) {
      let (earlier, later) = order == .ascending ? (first, second) : (second, first)
      guard Self.surelyAfter(earlier.value, later.value, kind: property.value.kind) else {
        continue
      }
      checked.reported.insert("find-breaks-sort")
      report(
        "find-breaks-sort", .warning,
        "\(type): a Find \(what) returned \(Self.list([Self.title(first.entity)])) "
          + "(\(first.value.excerpt)) before \(Self.list([Self.title(second.entity)])) "
          + "(\(second.value.excerpt)).",
        fix: "Apply every sort key of sortedBy, in priority order and in the order asked.")
      return
    }
  }

  /// Whether `value` comes after `other` in every store's order of values of this kind:
  /// numbers by value, dates by their ISO 8601 text (UTC, whole seconds). Text collates by
  /// locale (Danish puts “aa” after “z”), booleans and enums have no shared order: never.
  static func surelyAfter(_ value: JSONValue, _ other: JSONValue, kind: ValueKind) -> Bool {
    switch kind {
    case .integer, .number:
      guard let a = value.numberValue, let b = other.numberValue else { return false }
      return a > b
    case .date:
      guard let a = value.stringValue, let b = other.stringValue else { return false }
      return a > b
    default:
      return false
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
