/// What a parameter declares about the values of its type, beyond ranges and supported values:
/// the content types a file may have, the currencies an amount may be in, the people a person
/// parameter accepts. The OpenIntents runtime refuses values outside them and publishes them in
/// the parameter's schema.
///
/// This is an OpenIntents addition, shared by the `@Parameter` forms that take these options
/// (`supportedContentTypes:`, `currencyCodes:`, `mode:`) and the runtime.
package struct IntentValueOptions: Sendable, Hashable {
  /// The content types a file must conform to; `nil` accepts any file.
  package var supportedContentTypes: [UTType]?
  /// The ISO 4217 codes an amount may be in; `nil` or empty accepts any known currency.
  package var currencyCodes: [String]?
  /// Which people a person parameter accepts; `nil` is ``IntentPerson/ParameterMode/contact``.
  package var personMode: IntentPerson.ParameterMode?

  /// Options that restrict nothing.
  package init(
    supportedContentTypes: [UTType]? = nil, currencyCodes: [String]? = nil,
    personMode: IntentPerson.ParameterMode? = nil
  ) {
    self.supportedContentTypes = supportedContentTypes
    self.currencyCodes = currencyCodes
    self.personMode = personMode
  }

  /// Whether the options restrict nothing.
  package var isEmpty: Bool { self == IntentValueOptions() }
}
