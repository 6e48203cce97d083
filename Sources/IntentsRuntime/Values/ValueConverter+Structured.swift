import AppIntents
import GeoToolbox

extension ValueConverter {
  /// The input as a value of one of the structured intent value types — a file, a person, a
  /// place, money, a payment method, search criteria — or `nil` when the type is none of them.
  static func structured(
    _ input: ValueInput, as type: Any.Type, what: String, options: IntentValueOptions
  ) throws -> Any? {
    switch type {
    case is IntentFile.Type: return try IntentFile.read(input, what: what, options: options)
    case is IntentPerson.Type: return try IntentPerson.read(input, what: what, options: options)
    case is PersonNameComponents.Type: return try PersonNameComponents.read(input, what: what)
    case is CLPlacemark.Type: return try CLPlacemark.read(input, what: what)
    case is PlaceDescriptor.Type: return try PlaceDescriptor.read(input, what: what)
    case is IntentCurrencyAmount.Type:
      return try IntentCurrencyAmount.read(input, what: what, options: options)
    case is IntentPaymentMethod.Type: return try IntentPaymentMethod.read(input, what: what)
    case is StringSearchCriteria.Type: return try StringSearchCriteria.read(input, what: what)
    default: return nil
    }
  }
}

extension IntentValueOptions {
  /// The options a parameter declared; none for a parameter that cannot declare any.
  static func declared(by parameter: any AnyIntentParameter) -> IntentValueOptions {
    (parameter as? any IntentValueOptionsDeclaring)?.declaredValueOptions ?? IntentValueOptions()
  }
}
