import AppIntents

extension IntentPaymentMethod {
  /// A payment method from caller input: JSON `{"type": "credit", "name": "Travel card",
  /// "identificationHint": "•••• 4242"}` (only `type` is required), the same as
  /// `type=credit; name=Travel card` text, or the type alone (`credit`).
  static func read(_ input: ValueInput, what: String) throws -> IntentPaymentMethod {
    let types = PaymentType.named.map(\.name)
    if case .text(let text) = input, ObjectInput.members(of: input) == nil {
      return IntentPaymentMethod(type: try paymentType(text, what: what, input: input))
    }
    guard let members = ObjectInput.members(of: input) else {
      throw ObjectInput.notAnObject(
        input, what: what, kind: "a payment method",
        example: #"{"type": "credit", "name": "Travel card"}"#)
    }
    let object = ObjectInput(members: members, what: what, kind: "a payment method", input: input)
    try object.only(["type", "name", "identificationHint"])
    guard let typeText = try object.text("type") else {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ needs the payment method's type.", allowed: types)
    }
    return IntentPaymentMethod(
      type: try paymentType(typeText, what: what, input: input),
      name: try object.text("name").map { LocalizedStringResource(stringLiteral: $0) },
      identificationHint: try object.text("identificationHint"))
  }

  private static func paymentType(
    _ text: String, what: String, input: ValueInput
  ) throws
    -> PaymentType
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let found = PaymentType.named.first(where: { $0.name.lowercased() == trimmed.lowercased() })
    {
      return found.type
    }
    throw IntentsError(
      IntentsError.invalidValue,
      "‘\(what)’ has the payment type ‘\(trimmed)’, which is not one of "
        + PaymentType.named.map(\.name).joined(separator: ", ") + ".",
      allowed: PaymentType.named.map(\.name))
  }
}
