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
  ///
  /// The format is read as UTF-8: its syntax is ASCII, and the text between conversions is
  /// copied a run at a time.
  static func render(_ format: String, arguments: [String.LocalizationValue.Argument]) -> String {
    let utf8 = format.utf8
    guard utf8.contains(UInt8(ascii: "%")) else { return format }
    var output = ""
    output.reserveCapacity(utf8.count + 16)
    var nextArgument = 0
    var literal = utf8.startIndex
    var index = utf8.startIndex
    while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
      guard let specifier = Specifier(format, at: percent) else {
        index = utf8.index(after: percent)
        continue
      }
      output.unicodeScalars.append(contentsOf: format.unicodeScalars[literal..<percent])
      literal = specifier.end
      index = specifier.end
      if specifier.conversion == UInt8(ascii: "%") {
        output.append("%")
        continue
      }
      let position = specifier.position.map { $0 - 1 } ?? nextArgument
      nextArgument = position + 1
      if arguments.indices.contains(position) {
        output += text(of: arguments[position], specifier: specifier, in: format)
      } else {
        output.unicodeScalars.append(
          contentsOf: format.unicodeScalars[specifier.start..<specifier.end])
      }
    }
    output.unicodeScalars.append(contentsOf: format.unicodeScalars[literal...])
    return output
  }

  private static func text(
    of argument: String.LocalizationValue.Argument, specifier: Specifier, in format: String
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
    case .placeholder:
      return String(
        String.UnicodeScalarView(format.unicodeScalars[specifier.start..<specifier.end]))
    }
  }

  /// One `%…` conversion in a format string, read from its UTF-8 bytes.
  private struct Specifier {
    var start: String.Index
    var end: String.Index
    var position: Int?
    var precision: Int?
    /// The conversion character, such as `@` or `d` (ASCII).
    var conversion: UInt8

    var isFloatingPoint: Bool { "fFeEgGaA".utf8.contains(conversion) }
    var isInteger: Bool { "diouxXcC".utf8.contains(conversion) }

    /// The conversion at a `%`, if one is there, ending where a character of the text ends:
    /// one that a combining mark extends past its last letter is text, not a conversion.
    init?(_ string: String, at start: String.Index) {
      self.init(format: string.utf8, at: start)
      if end < string.endIndex, string.utf8[end] >= 0x80, end.samePosition(in: string) == nil {
        return nil
      }
    }

    private init?(format: String.UTF8View, at start: String.Index) {
      self.start = start
      var index = format.index(after: start)
      guard index < format.endIndex else { return nil }
      if format[index] == UInt8(ascii: "%") {
        self.end = format.index(after: index)
        self.conversion = UInt8(ascii: "%")
        return
      }
      let (positionDigits, afterDigits) = Self.number(in: format, from: index)
      if afterDigits < format.endIndex, format[afterDigits] == UInt8(ascii: "$"),
        let position = positionDigits
      {
        self.position = position
        index = format.index(after: afterDigits)
      }
      while index < format.endIndex, "-+ #0123456789".utf8.contains(format[index]) {
        index = format.index(after: index)
      }
      if index < format.endIndex, format[index] == UInt8(ascii: ".") {
        let (digits, after) = Self.number(in: format, from: format.index(after: index))
        precision = digits ?? 0
        index = after
      }
      while index < format.endIndex, "hlqLzjt".utf8.contains(format[index]) {
        index = format.index(after: index)
      }
      guard index < format.endIndex, "@dDiuUoOxXfFeEgGaAcCsS".utf8.contains(format[index]) else {
        return nil
      }
      self.conversion = format[index]
      self.end = format.index(after: index)
    }

    /// The decimal number of the ASCII digits from an index (`nil` if there are none, or too
    /// many), and the index after them.
    private static func number(
      in format: String.UTF8View, from start: String.Index
    ) -> (Int?, String.Index) {
      var index = start
      var value: Int? = 0
      while index < format.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(format[index])
      {
        if let current = value {
          let (times, overflow) = current.multipliedReportingOverflow(by: 10)
          let (sum, overflowSum) = times.addingReportingOverflow(Int(format[index] - 48))
          value = overflow || overflowSum ? nil : sum
        }
        index = format.index(after: index)
      }
      return (index == start ? nil : value, index)
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
