import HTTPTypes
import IntentsRuntime
import MCP

extension ToolCatalog {
  /// An argument a tool's schema marks with `x-mcp-header`: its name, the header's token, and
  /// the argument's type (`string`, `integer` or `boolean`).
  struct HeaderArgument: Sendable, Hashable {
    var argument: String
    var header: String
    var type: String

    /// The header's name as HTTP compares it.
    var fieldName: String { "mcp-param-" + header.lowercased() }
  }

  /// Marks the arguments `designations` name with `x-mcp-header` in their tools' schemas, as
  /// `tools/list` advertises them.
  ///
  /// Throws `IntentsError.invalidValue` for a tool or an argument this catalog does not have,
  /// an argument whose type is not one of `string`, `integer` and `boolean` (the revision's
  /// rule), or two headers of one tool that differ only in case.
  mutating func markHeaders(_ designations: [MCPParameterHeader]) throws {
    for (name, marks) in Dictionary(grouping: designations, by: \.tool) {
      guard var entry = entries[name], let index = tools.firstIndex(where: { $0.name == name })
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "No tool is named ‘\(name.prefix(80))’, so none of its arguments can be repeated in "
            + "an Mcp-Param header. The tools are: \(names.joined(separator: ", ")).")
      }
      guard case .object(var schema) = entry.inputSchema,
        case .object(var properties)? = schema["properties"]
      else { throw Self.unmarkable(name, "takes no named arguments") }
      var taken: [String: String] = [:]
      for mark in marks {
        guard case .object(var property)? = properties[mark.argument] else {
          throw Self.unmarkable(
            name,
            "has no argument ‘\(mark.argument.prefix(80))’; it has "
              + properties.keys.sorted().joined(separator: ", "))
        }
        // An optional argument's type is `[T, "null"]`; the revision allows one primitive type,
        // so the mark's schema says `T` (leaving the argument out means what `null` did).
        let types = property["type"].map { $0.arrayValue ?? [$0] } ?? []
        let named = types.compactMap(\.stringValue).filter { $0 != "null" }
        guard named.count == 1, types.count == named.count + (types.count > 1 ? 1 : 0),
          let type = named.first, ["string", "integer", "boolean"].contains(type)
        else {
          throw Self.unmarkable(
            name,
            "cannot repeat ‘\(mark.argument.prefix(80))’ in a header: only a text, integer or "
              + "Boolean argument can be, and its schema's type is "
              + (property["type"]?.excerpt ?? "not given"))
        }
        if let other = taken.updateValue(mark.argument, forKey: mark.header.lowercased()) {
          throw Self.unmarkable(
            name,
            "would repeat both ‘\(other)’ and ‘\(mark.argument)’ in \(mark.headerName) (header "
              + "names differ in more than case)")
        }
        property["type"] = .string(type)
        property["x-mcp-header"] = .string(mark.header)
        properties[mark.argument] = .object(property)
        entry.headerArguments.append(
          HeaderArgument(argument: mark.argument, header: mark.header, type: type))
      }
      schema["properties"] = .object(properties)
      entry.inputSchema = .object(schema)
      let tool = entry.tool
      entry.tool = Tool(
        name: tool.name, title: tool.title, description: tool.description,
        inputSchema: Self.compact(entry.inputSchema).mcpValue, annotations: tool.annotations,
        outputSchema: tool.outputSchema)
      tools[index] = entry.tool
      entries[name] = entry
    }
  }

  private static func unmarkable(_ tool: String, _ why: String) -> IntentsError {
    IntentsError(IntentsError.invalidValue, "The tool \(tool.prefix(80)) \(why).")
  }
}

extension ToolCatalog.Entry {
  /// Checks the `Mcp-Param-*` headers of a `tools/call` of this tool against its
  /// `arguments`, by the revision's rules: each marked argument that is given (and not
  /// `null`) has its header, once, holding only characters a header may carry, and saying
  /// the same thing — after decoding the `=?base64?…?=` form; integers compare by value
  /// (`42.0` is `42`), Booleans are `true` or `false`. A marked argument that is absent has
  /// no header. Headers no mark names are not this server's: they are ignored, as the
  /// revision asks of anything that does not recognise them.
  func checkHeaders(
    arguments: JSONValue, fields: HTTPFields
  ) throws(StatelessRevision.Refusal) {
    guard !headerArguments.isEmpty else { return }
    let given = arguments.objectValue ?? [:]
    for marked in headerArguments {
      let name = "Mcp-Param-" + marked.header
      let values = fields.filter { $0.name.canonicalName == marked.fieldName }.map(\.value)
      var value = given[marked.argument]
      if case .null? = value { value = nil }
      guard values.count <= 1 else {
        throw Self.mismatch("\(name) is given more than once.")
      }
      guard let value else {
        guard values.isEmpty else {
          throw Self.mismatch(
            "\(name) is given, but the call has no ‘\(marked.argument)’ argument; send the "
              + "header only with the argument.")
        }
        continue
      }
      guard let raw = values.first else {
        throw Self.mismatch(
          "the call gives ‘\(marked.argument)’ without the \(name) header, which "
            + "\(tool.name) asks clients to send with it (see its inputSchema's x-mcp-header).")
      }
      guard HeaderValue.isCarriable(raw) else {
        throw Self.mismatch(
          "\(name) holds characters a header may not carry; send text that is not plain "
            + "printable ASCII as =?base64?<UTF-8 in base64>?=.")
      }
      guard let decoded = HeaderValue.decode(raw) else {
        throw Self.mismatch(
          "\(name) is not valid =?base64?…?= text: it must be standard base64 of UTF-8, "
            + "padded, between =?base64? and ?=.")
      }
      guard Self.agrees(decoded, with: value, type: marked.type) else {
        throw Self.mismatch(
          "\(name) says ‘\(decoded.prefix(80))’ and the argument ‘\(marked.argument)’ is "
            + "\(value.excerpt); they must agree.")
      }
    }
  }

  /// Whether a header's decoded text says what the argument is.
  static func agrees(_ text: String, with value: JSONValue, type: String) -> Bool {
    switch value {
    case .string(let string): return text == string
    case .bool(let flag): return text == (flag ? "true" : "false")
    case .integer(let whole): return integer(text) == whole
    case .number(let number):
      guard type == "integer", number.rounded() == number, let whole = Int(exactly: number)
      else { return text == "\(number)" }
      return integer(text) == whole
    default: return false
    }
  }

  /// The whole number a header writes in decimal — `42`, `-7`, `42.0` — if it writes one.
  private static func integer(_ text: String) -> Int? {
    var digits = Substring(text)
    if let dot = text.firstIndex(of: ".") {
      let fraction = text[text.index(after: dot)...]
      guard !fraction.isEmpty, fraction.allSatisfy({ $0 == "0" }) else { return nil }
      digits = text[..<dot]
    }
    let unsigned = digits.hasPrefix("-") ? digits.dropFirst() : digits
    guard !unsigned.isEmpty, unsigned.allSatisfy({ ("0"..."9").contains($0) }) else {
      return nil
    }
    return Int(digits)
  }

  private static func mismatch(_ message: String) -> StatelessRevision.Refusal {
    StatelessRevision.Refusal(
      code: StatelessRevision.headerMismatch, message: "Header mismatch: " + message)
  }
}
