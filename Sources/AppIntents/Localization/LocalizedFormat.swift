/// Resolves localized string resources and renders printf-style formats with their arguments.
enum LocalizedFormat {
  /// Looks up the resource's translation and renders it with the resource's arguments.
  static func resolve(
    _ resource: LocalizedStringResource, placeholderValues: [any Sendable]
  )
    -> String
  {
    let fallback = resource.defaultValue.key
    var format = fallback
    if resource.bundle != .main || resource.table != nil || hasMainBundleStrings {
      let translated = resource.bundle.bundle.localizedString(
        forKey: resource.key, value: fallback, table: resource.table)
      if !translated.isEmpty { format = translated }
    }
    var remaining = placeholderValues[...]
    let arguments =
      placeholderValues.isEmpty
      ? resource.defaultValue.arguments
      : resource.defaultValue.arguments.map { argument -> String.LocalizationValue.Argument in
        guard case .placeholder = argument, let value = remaining.popFirst() else {
          return argument
        }
        return Self.argument(for: value)
      }
    // The most common title, `"\(name)"`: the text itself.
    if format == "%@", arguments.count == 1, case .string(let text) = arguments[0] { return text }
    return render(format, arguments: arguments)
  }

  /// Whether the main bundle ships any strings tables worth looking in.
  private static let hasMainBundleStrings: Bool = {
    let bundle = Bundle.main
    return
      !(bundle.paths(forResourcesOfType: "strings", inDirectory: nil).isEmpty
      && bundle.localizations.allSatisfy { $0 == "Base" })
  }()

  private static func argument(for value: any Sendable) -> String.LocalizationValue.Argument {
    switch value {
    case let value as Int: .int(Int64(value))
    case let value as Int64: .int(value)
    case let value as UInt: .uint(UInt64(value))
    case let value as Double: .double(value)
    case let value as Float: .double(Double(value))
    case let value as LocalizedStringResource: .resource(value)
    default: .string(String(describing: value))
    }
  }

  /// Renders a printf-style format (`%@`, `%lld`, `%lf`, `%d`, positional `%2$@`, `%%`) with the
  /// given arguments. Doubles print in their shortest exact form rather than `%lf`'s six fixed
  /// decimals, because these strings are read by people and agents.
  static func render(_ format: String, arguments: [String.LocalizationValue.Argument]) -> String {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    var output = ""
    var nextArgument = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      guard let specifier = Specifier(format: format, at: index) else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      index = specifier.end
      if specifier.conversion == "%" {
        output.append("%")
        continue
      }
      let position = specifier.position.map { $0 - 1 } ?? nextArgument
      nextArgument = position + 1
      if arguments.indices.contains(position) {
        output += text(of: arguments[position], specifier: specifier)
      } else {
        output += String(format[specifier.start..<specifier.end])
      }
    }
    return output
  }

  private static func text(
    of argument: String.LocalizationValue.Argument, specifier: Specifier
  ) -> String {
    switch argument {
    case .string(let string): return string
    case .int(let value):
      return specifier.isFloatingPoint ? Double(value).shortDescription : String(value)
    case .uint(let value):
      return specifier.isFloatingPoint ? Double(value).shortDescription : String(value)
    case .double(let value):
      if let precision = specifier.precision, specifier.isFloatingPoint {
        return String(format: "%.\(precision)f", value)
      }
      return specifier.isInteger ? String(Int64(value)) : value.shortDescription
    case .resource(let resource): return String(localized: resource)
    case .placeholder: return String(specifier.text)
    }
  }

  /// One `%…` conversion in a format string.
  private struct Specifier {
    var start: String.Index
    var end: String.Index
    var position: Int?
    var precision: Int?
    var conversion: Character
    var text: Substring

    var isFloatingPoint: Bool { "fFeEgGaA".contains(conversion) }
    var isInteger: Bool { "diouxXcC".contains(conversion) }

    init?(format: String, at start: String.Index) {
      self.start = start
      var index = format.index(after: start)
      guard index < format.endIndex else { return nil }
      if format[index] == "%" {
        self.end = format.index(after: index)
        self.conversion = "%"
        self.text = format[start..<end]
        return
      }
      var digits = ""
      var scan = index
      while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber {
        digits.append(format[scan])
        scan = format.index(after: scan)
      }
      if scan < format.endIndex, format[scan] == "$", let position = Int(digits) {
        self.position = position
        index = format.index(after: scan)
      }
      while index < format.endIndex, "-+ #0123456789".contains(format[index]) {
        index = format.index(after: index)
      }
      if index < format.endIndex, format[index] == "." {
        index = format.index(after: index)
        var precisionDigits = ""
        while index < format.endIndex, format[index].isASCII, format[index].isNumber {
          precisionDigits.append(format[index])
          index = format.index(after: index)
        }
        precision = Int(precisionDigits) ?? 0
      }
      while index < format.endIndex, "hlqLzjt".contains(format[index]) {
        index = format.index(after: index)
      }
      guard index < format.endIndex, "@dDiuUoOxXfFeEgGaAcCsS".contains(format[index]) else {
        return nil
      }
      self.conversion = format[index]
      self.end = format.index(after: index)
      self.text = format[start..<end]
    }
  }
}

extension Double {
  /// The shortest text that reads back as this value, without a trailing ".0" for whole numbers.
  var shortDescription: String {
    if rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
    return description
  }
}
