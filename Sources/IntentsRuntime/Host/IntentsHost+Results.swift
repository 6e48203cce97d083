extension IntentsHost {
  /// The type of the value an intent's `perform()` returns (`ReturnsValue<Value>`), or `nil`
  /// when it returns none; adapters describe its JSON with it. Throws
  /// ``IntentsError/unknownIntent`` for an intent the host does not serve.
  package func resultValueType(intent identifier: String) throws -> Any.Type? {
    try registry.intent(identifier).resultValueType
  }
}
