/// A way to pay, such as a credit card or a checking account, as an intent's parameter or
/// result.
///
/// ```swift
/// let card = IntentPaymentMethod(
///   type: .credit, name: "Travel card", identificationHint: "•••• 4242")
/// ```
///
/// Over JSON it is `{"type": "credit", "name": "Travel card", "identificationHint": "•••• 4242"}`.
public struct IntentPaymentMethod: Sendable {
  /// The kind of payment method.
  public var paymentType: PaymentType { storedType }
  /// The name people know the method by, such as "Travel card".
  public var name: String? { storedName }
  /// An image for the method, such as the card's artwork.
  public var icon: DisplayRepresentation.Image? { storedIcon }
  /// A hint that tells the method apart from others of its kind without revealing it, such as
  /// the last four digits of a card number.
  public var identificationHint: String? { storedHint }

  private let storedType: PaymentType
  private let storedName: String?
  private let storedIcon: DisplayRepresentation.Image?
  private let storedHint: String?

  /// A payment method of a kind, with an optional name, identification hint and icon.
  public init(
    type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
    icon: DisplayRepresentation.Image? = nil
  ) {
    storedType = type
    storedName = name.map { String(localized: $0) }
    storedHint = identificationHint
    storedIcon = icon
  }
}

extension IntentPaymentMethod {
  /// The kinds of payment method.
  public enum PaymentType: Sendable {
    /// A kind not listed here.
    case unknown
    /// A checking account.
    case checking
    /// A savings account.
    case savings
    /// A brokerage account.
    case brokerage
    /// A debit card.
    case debit
    /// A credit card.
    case credit
    /// A prepaid card.
    case prepaid
    /// A store card.
    case store
    /// Apple Pay.
    case applePay
  }
}

extension IntentPaymentMethod.PaymentType {
  /// Every kind, in declaration order, with the name it has in JSON (the case's name).
  ///
  /// This is an OpenIntents addition; the runtime reads and writes payment types by these names.
  package static let named: [(name: String, type: Self)] = [
    ("unknown", .unknown), ("checking", .checking), ("savings", .savings),
    ("brokerage", .brokerage), ("debit", .debit), ("credit", .credit), ("prepaid", .prepaid),
    ("store", .store), ("applePay", .applePay),
  ]

  /// The kind's name in JSON, such as `credit`.
  package var name: String { Self.named.first { $0.type == self }?.name ?? "unknown" }

  /// The kind in words, such as "Credit card".
  var title: String {
    switch self {
    case .unknown: "Payment method"
    case .checking: "Checking account"
    case .savings: "Savings account"
    case .brokerage: "Brokerage account"
    case .debit: "Debit card"
    case .credit: "Credit card"
    case .prepaid: "Prepaid card"
    case .store: "Store card"
    case .applePay: "Apple Pay"
    }
  }
}

extension IntentPaymentMethod: DisplayRepresentable {
  /// "Payment Method".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Payment Method")
  }

  /// The method's name (or its kind in words) with the identification hint as subtitle and the
  /// icon as image.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: name ?? paymentType.title),
      subtitle: identificationHint.map { LocalizedStringResource(stringLiteral: $0) },
      image: icon)
  }
}

extension IntentPaymentMethod: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<IntentPaymentMethod>
  /// The payment method itself.
  public typealias UnwrappedType = IntentPaymentMethod
  /// The payment method itself.
  public typealias ValueType = IntentPaymentMethod

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<IntentPaymentMethod> {
    .init()
  }
}
