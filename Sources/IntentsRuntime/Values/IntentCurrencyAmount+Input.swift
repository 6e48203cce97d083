import AppIntents

extension IntentCurrencyAmount {
  /// An amount from caller input: JSON `{"amount": "12.50", "currencyCode": "EUR"}` (the amount
  /// as a decimal string, or a JSON number), or text `12.50 EUR`, `EUR 12.50` or
  /// `amount=12.50; currencyCode=EUR`.
  ///
  /// The code must be an ISO 4217 currency code (upper-cased when given in lower case) and,
  /// when the parameter declares currency codes, one of them.
  static func read(
    _ input: ValueInput, what: String, options: IntentValueOptions
  ) throws
    -> IntentCurrencyAmount
  {
    let example = #"{"amount": "12.50", "currencyCode": "EUR"}"#
    var amountText: String?
    var code: String?
    if let members = ObjectInput.members(of: input) {
      let object = ObjectInput(
        members: members, what: what, kind: "a currency amount", input: input)
      try object.only(["amount", "currencyCode"])
      switch members["amount"] {
      case .number(let number)?: amountText = String(number)
      case .integer(let whole)?: amountText = String(whole)
      case .string(let text)?: amountText = try ObjectInput.checked(text, field: "\(what).amount")
      case nil: break
      case let other?:
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what).amount’ expects a decimal number such as \"12.50\", not \(other.excerpt).")
      }
      code = try object.text("currencyCode")
    } else if case .text(let text) = input {
      let words = try ObjectInput.checked(text, field: what).split(separator: " ")
        .map(String.init)
      if words.count == 2 {
        let codeFirst = words[0].allSatisfy(\.isLetter)
        (code, amountText) = codeFirst ? (words[0], words[1]) : (words[1], words[0])
      }
    }
    guard let amountText, let code else {
      throw ObjectInput.notAnObject(
        input, what: what, kind: "a currency amount", example: example + " or 12.50 EUR")
    }
    guard let amount = decimal(amountText) else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what).amount’ is ‘\(amountText)’, which is not a decimal number; write it with a "
          + "point, such as 12.50.")
    }
    let upper = code.uppercased()
    guard IntentCurrencyAmount.isKnownCurrencyCode(upper) else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what).currencyCode’ is ‘\(code)’, which is not an ISO 4217 currency code; write "
          + "one such as EUR, USD or JPY.",
        allowed: options.currencyCodes ?? [])
    }
    if let allowed = options.currencyCodes, !allowed.isEmpty,
      !allowed.contains(where: { $0.uppercased() == upper })
    {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes amounts in \(allowed.joined(separator: ", ")), not \(upper).",
        allowed: allowed)
    }
    return IntentCurrencyAmount(amount: amount, currencyCode: upper)
  }

  /// A decimal from text such as `12.50` or `-3`: digits with at most one point, an optional
  /// sign, nothing else (no exponent, no grouping).
  static func decimal(_ text: String) -> Decimal? {
    let body = text.trimmingCharacters(in: .whitespaces)
    var digits = Substring(body)
    if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      parts.contains(where: { !$0.isEmpty }), digits.count <= 38
    else { return nil }
    return Decimal(string: body, locale: Locale(identifier: "en_US_POSIX"))
  }
}
