/// An amount of money in a currency, such as 12.50 EUR.
///
/// ```swift
/// @Parameter(title: "Amount") var amount: IntentCurrencyAmount
/// let price = IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")
/// ```
///
/// Over JSON it is `{"amount": "12.50", "currencyCode": "EUR"}` (the amount as a decimal string,
/// so no digit is lost to binary floating point); the OpenIntents runtime refuses a currency
/// code that is not an ISO 4217 code.
public struct IntentCurrencyAmount: Equatable, Hashable, Sendable {

  /// The amount, in units of the currency (12.5 for 12.50 EUR).
  public let amount: Decimal
  /// The ISO 4217 code of the currency, such as `EUR` or `USD`.
  public let currencyCode: String

  /// An amount in a currency given by its ISO 4217 code.
  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }
}

extension IntentCurrencyAmount {
  /// Whether a text is an ISO 4217 currency code that Foundation knows, such as `EUR`;
  /// codes are compared without regard to case.
  ///
  /// This is an OpenIntents addition; the runtime uses it to check amounts given as JSON or text.
  public static func isKnownCurrencyCode(_ code: String) -> Bool {
    knownCurrencyCodes.contains(code.uppercased())
  }

  /// Every ISO 4217 code Foundation knows, upper-cased.
  static let knownCurrencyCodes: Set<String> = Set(
    Locale.Currency.isoCurrencies.map { $0.identifier.uppercased() })
}

extension IntentCurrencyAmount: DisplayRepresentable {
  /// "Currency Amount".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Currency Amount")
  }

  /// The amount formatted in its currency, such as "€12.50"; an unknown code is written after
  /// the number ("12.5 ABC").
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(stringLiteral: formatted)
  }

  var formatted: String {
    guard Self.isKnownCurrencyCode(currencyCode) else {
      return "\(amount) \(currencyCode)"
    }
    return amount.formatted(.currency(code: currencyCode.uppercased()))
  }
}

extension IntentCurrencyAmount: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<IntentCurrencyAmount>
  /// The amount itself.
  public typealias UnwrappedType = IntentCurrencyAmount
  /// The amount itself.
  public typealias ValueType = IntentCurrencyAmount

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<IntentCurrencyAmount> {
    .init()
  }
}
