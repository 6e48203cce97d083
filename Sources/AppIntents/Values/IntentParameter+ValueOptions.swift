/// A parameter that declares options for its values.
///
/// This is an OpenIntents addition: the runtime reads a parameter's options through it.
package protocol IntentValueOptionsDeclaring {
  /// The options the parameter declared; empty when it declared none.
  var declaredValueOptions: IntentValueOptions { get }
}

extension IntentParameter: IntentValueOptionsDeclaring {
  /// The options the parameter declared.
  package var declaredValueOptions: IntentValueOptions { configuration.valueOptions }

  /// A parameter with options for its values, for the `@Parameter` forms that take them
  /// (`supportedContentTypes:`, `currencyCodes:`, `mode:`).
  ///
  /// This is an OpenIntents addition.
  package convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, valueOptions: IntentValueOptions
  ) {
    var configuration = IntentParameterConfiguration()
    configuration.description = description
    configuration.valueOptions = valueOptions
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }
}
