// The text and value resolvers Apple ships: numbers written as text, text read as a Boolean, a
// URL or rich text.

public import Foundation

/// Writes a decimal number as text.
public struct StringFromDoubleResolver: Resolver {
  /// A resolver.
  public init() {}

  /// The number as text, without a trailing `.0` for whole numbers.
  public func resolve(
    from input: Double, context: IntentParameterContext<String>
  ) async throws -> String? {
    guard input.isFinite else { return nil }
    if input.rounded() == input, let whole = Int(exactly: input) { return String(whole) }
    return String(input)
  }
}

/// Writes an intent value as text, for a text parameter given a number.
public struct StringFromIntResolver<Input, Output>: Resolver
where Input: _IntentValue, Output: _IntentValue, Output.ValueType == String {
  /// A resolver.
  package init() {}

  /// The input as text, when the output type is text itself.
  public func resolve(
    from input: Input, context: IntentParameterContext<Output>
  ) async throws
    -> Output?
  {
    "\(input)" as? Output
  }
}

/// Reads a Boolean from text: yes, no, true, false, on, off, 1 or 0, ignoring case.
public struct BoolFromStringResolver: Resolver {
  /// A resolver.
  public init() {}

  /// The Boolean the text says, or `nil` when it says neither; the parameter's names for `true`
  /// and `false`, when declared, are understood too.
  public func resolve(
    from input: String, context: IntentParameterContext<Bool>
  ) async throws -> Bool? {
    let text = input.trimmingCharacters(in: .whitespaces).lowercased()
    if let names = context.configuration.booleanNames {
      if text == String(localized: names.true).lowercased() { return true }
      if text == String(localized: names.false).lowercased() { return false }
    }
    switch text {
    case "yes", "true", "on", "1", "y": return true
    case "no", "false", "off", "0", "n": return false
    default: return nil
    }
  }
}

/// Reads an absolute URL from text.
public struct URLFromStringResolver: Resolver {
  /// A resolver.
  public init() {}

  /// The URL, or `nil` when the text is not an absolute URL.
  public func resolve(
    from input: String, context: IntentParameterContext<URL>
  ) async throws -> URL? {
    guard let url = URL(string: input.trimmingCharacters(in: .whitespaces)), url.scheme != nil
    else { return nil }
    return url
  }
}

/// Reads rich text from plain text.
public struct AttributedStringFromStringResolver: Resolver {
  /// A resolver.
  public init() {}

  /// The text as rich text without attributes.
  public func resolve(
    from input: String, context: IntentParameterContext<AttributedString>
  ) async throws -> AttributedString? {
    AttributedString(input)
  }
}
