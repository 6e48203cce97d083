import IntentsRuntime

extension HostCatalog {
  /// Throws ``IntentsError/invalidValue`` when a filter compares a property with a value its
  /// Find schema does not allow — `false` for text, a number for a date — which the runtime
  /// would otherwise convert. Filters on unknown properties or with unsupported comparisons are
  /// left to the runtime, which says what is allowed.
  func checkValues(of request: FindRequest, type: String) throws {
    guard
      let options = entities[type]?.find.objectValue?["properties"]?.objectValue?["filters"]?
        .objectValue?["items"]?.objectValue?["anyOf"]?.arrayValue
    else { return }
    let alternatives = options.flatMap { $0.objectValue?["anyOf"]?.arrayValue ?? [$0] }
    for (index, filter) in request.filters.enumerated() {
      guard
        let members = alternatives.lazy.compactMap({ $0.objectValue?["properties"]?.objectValue })
          .first(where: { Self.describes($0, filter) })
      else { continue }
      let schema =
        filter.comparison == .isBetween
        ? members["values"]?.objectValue?["items"] : members["value"]
      guard let schema else { continue }
      for value in filter.values.map(\.jsonValue) {
        if let issue = JSONSchemaValidator.issues(of: value, against: schema).first {
          throw IntentsError(
            IntentsError.invalidValue,
            "Filter \(index + 1): the value of ‘\(filter.property)’ \(issue.problem).")
        }
      }
    }
  }

  /// Whether the members of a filter schema are those of the filter's property and comparison.
  private static func describes(
    _ members: [String: JSONValue], _ filter: FindRequest.Filter
  )
    -> Bool
  {
    guard members["property"]?.objectValue?["const"]?.stringValue == filter.property,
      let comparison = members["comparison"]?.objectValue
    else { return false }
    let name = JSONValue.string(filter.comparison.rawValue)
    return comparison["const"] == name || comparison["enum"]?.arrayValue?.contains(name) == true
  }
}
