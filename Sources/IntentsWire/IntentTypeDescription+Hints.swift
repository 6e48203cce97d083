public import IntentsRuntime

// A parameter's hints (`@Parameter`'s control style, unit, input options, list size, dynamic
// options…) as every surface publishes them: in the parameter's JSON Schema, and as one line of
// text for descriptions.

extension IntentTypeDescription.Parameter {
  /// The parameter's schema with its hints: a list's size as `minItems`/`maxItems`, the hints
  /// in words in `description`, and all of them as `x-hints` (the ``ParameterHints`` JSON), an
  /// annotation that validators ignore and clients may read to choose a control.
  public func hinted(_ schema: [String: JSONValue]) -> [String: JSONValue] {
    guard let hints else { return schema }
    var schema = schema
    if let size = hints.collectionSize, size.count == 2 {
      schema["minItems"] = .number(Double(size[0]))
      schema["maxItems"] = .number(Double(size[1]))
    }
    if let text = hintText {
      let existing = schema["description"]?.stringValue
      schema["description"] = .string(existing.map { $0 + ". " + text } ?? text)
    }
    if let json = try? JSONValue(encoding: hints) { schema["x-hints"] = json }
    return schema
  }

  /// The hints in words, such as `in kilometers (km) unless another unit is given; not
  /// negative; slider`; `nil` when the parameter declares none.
  public var hintText: String? {
    guard let hints else { return nil }
    var parts: [String] = []
    if let unit = hints.unit {
      parts.append(
        unit.isFixed
          ? "in \(unit.name) (\(unit.symbol)); a value in another unit is converted"
          : "in \(unit.name) (\(unit.symbol)) unless another unit is given")
    }
    if hints.supportsNegativeNumbers == false { parts.append("not negative") }
    if let style = hints.controlStyle { parts.append("shown as a \(style)") }
    if let kind = hints.dateKind { parts.append("a \(Self.dateKindWords[kind] ?? kind)") }
    if let options = hints.inputOptions {
      if !options.multiline { parts.append("one line") }
      if options.keyboardType == "numberPad" { parts.append("digits only") }
    }
    if let names = hints.booleanNames, names.count == 2 {
      parts.append("true is “\(names[0])”, false “\(names[1])”")
    }
    if let size = hints.collectionSize, size.count == 2 {
      parts.append(
        size[0] == size[1] ? "exactly \(size[0]) items" : "\(size[0]) to \(size[1]) items")
    }
    if let types = hints.contentTypes, !types.isEmpty {
      parts.append("files of type " + types.joined(separator: ", "))
    }
    if hints.hasDynamicOptions == true {
      parts.append(
        "one of the app's options, which may depend on the other parameters: leave it out to "
          + "be offered them")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  private static let dateKindWords = [
    "date": "date without a time", "time": "time of day", "dateTime": "date and time",
  ]
}
