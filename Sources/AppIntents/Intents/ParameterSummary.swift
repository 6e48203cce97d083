/// A sentence that describes an intent with its parameters, such as "Open ‹Landmark›".
public protocol ParameterSummary {}

/// A parameter summary: a sentence with parameters interpolated.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Summary("Add \(\.$landmark) to \(\.$collection)")
/// }
/// ```
public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
  let sentence: ParameterSummaryString<Intent>?

  /// A summary with no sentence.
  public init() { sentence = nil }

  /// A summary sentence, optionally from a strings table.
  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
    sentence = string
  }

  /// The sentence with each parameter replaced by its value's title, or by the parameter's
  /// title in angle quotes when it has none yet. This is an OpenIntents addition.
  public func render(_ intent: Intent) -> String? {
    sentence.map { $0.render(intent) }
  }
}

/// The sentence of a parameter summary: literal text and parameter key paths.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, Sendable
where Intent: AppIntent {
  enum Segment: @unchecked Sendable {
    // @unchecked Sendable: the key paths are immutable objects.
    case text(String)
    case parameter((Intent) -> (title: String, value: Any?))
  }

  let segments: [Segment]

  /// A sentence without parameters.
  public init(stringLiteral value: String) { segments = [.text(value)] }

  /// A sentence with parameters.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  func render(_ intent: Intent) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text): return text
      case .parameter(let read):
        let (title, value) = read(intent)
        guard let value, let present = OptionalValue.unwrap(value) else { return "‹\(title)›" }
        return String(localized: DisplayRepresentations.of(present).title)
      }
    }.joined()
  }

  /// Builds a parameter summary sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// Creates an empty sentence.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.text(literal)) }
    }

    /// Appends a parameter: `\(\.$landmark)`.
    public mutating func appendInterpolation<Value>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>
    )
    where Value: _IntentValue, Value: Sendable {
      nonisolated(unsafe) let keyPath = parameter
      segments.append(
        .parameter { intent in
          let parameter = intent[keyPath: keyPath]
          return (String(localized: parameter.title), parameter.currentValue.map { $0 as Any })
        })
    }
  }
}
