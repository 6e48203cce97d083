import IntentsRuntime
import IntentsWire

/// The `--name value` pairs after an intent's name, read against the intent's parameters.
///
/// `--name value` and `--name=value` give a value; repeating a name gives a list; a value
/// `id:X` is the identifier `X` of an entity; anything else is text, which the runtime searches
/// (entities), matches (enum cases) or parses (numbers, dates, Booleans). A file parameter
/// takes `@path` (see ``FileArguments``), with `--name-type TYPE` when the extension does not
/// say the file's content type.
enum ParameterArguments {
  static func parse(
    _ arguments: [String], for intent: IntentTypeDescription
  ) throws
    -> [String: ParameterInput]
  {
    let known = intent.parameters.map(\.name)
    var values: [String: [ParameterInput]] = [:]
    var texts: [String: [String]] = [:]
    var fileTypes: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw UsageError(
          "‘\(argument)’ is not a parameter; give parameters as --name value"
            + (known.isEmpty
              ? "; \(intent.identifier) takes none."
              : " (\(known.map { "--\($0)" }.joined(separator: ", "))).")
        )
      }
      var name = String(argument.dropFirst(2))
      var value: String
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      } else {
        guard index + 1 < arguments.count else {
          throw UsageError("--\(name) needs a value.")
        }
        index += 1
        value = arguments[index]
      }
      if let file = FileArguments.typedParameter(name, known: known) {
        fileTypes[file] = value
        index += 1
        continue
      }
      guard known.contains(name) else {
        throw IntentsError(
          IntentsError.unknownParameter, "\(intent.identifier) has no parameter ‘\(name)’.",
          allowed: known.map { "--\($0)" })
      }
      values[name, default: []].append(input(value))
      texts[name, default: []].append(value)
      index += 1
    }
    for (name, type) in fileTypes {
      guard let given = texts[name] else {
        throw UsageError("--\(name)\(FileArguments.typeSuffix) needs --\(name) @path/to/file.")
      }
      values[name] = try given.map {
        try FileArguments.input($0, contentType: type, parameter: name)
      }
    }
    var result: [String: ParameterInput] = [:]
    for (name, inputs) in values {
      let isList: Bool
      if case .array = intent.parameters.first(where: { $0.name == name })?.value.kind {
        isList = true
      } else {
        isList = false
      }
      result[name] = isList || inputs.count > 1 ? .list(inputs) : inputs[0]
    }
    return result
  }

  static func input(_ value: String) -> ParameterInput {
    value.hasPrefix("id:") ? .identifier(String(value.dropFirst(3))) : .text(value)
  }
}
