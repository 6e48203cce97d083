extension IntentsHost {
  /// The parameter summary of a saved run, as its intent's `parameterSummary` renders it with
  /// the saved values (entities resolved by identifier; values that no longer resolve show as
  /// the parameter's title). `nil` when the intent has no summary sentence. This is an
  /// OpenIntents addition.
  public func summary(of run: SavedRun) async throws -> String? {
    let runtime = try registry.intent(run.intent)
    var inputs: [String: ParameterInput] = [:]
    for (parameter, value) in run.parameters {
      switch value {
      case .input(let input): inputs[parameter] = input
      case .entity(_, let identifier): inputs[parameter] = .identifier(identifier)
      case .entities(_, let identifiers):
        inputs[parameter] = .list(identifiers.map(ParameterInput.identifier))
      }
    }
    let converter = self.converter
    return await scoped { await runtime.summary(inputs, converter: converter) }
  }

  /// The parameter summary of an intent with the given parameter values, converted without
  /// asking anything. This is an OpenIntents addition.
  public func summary(
    intent identifier: String, parameters: [String: ParameterInput]
  ) async throws -> String? {
    let runtime = try registry.intent(identifier)
    for input in parameters.values { try Limits.check(input) }
    let converter = self.converter
    return await scoped { await runtime.summary(parameters, converter: converter) }
  }
}
