/// The sentence of a parameter summary: literal text and parameter key paths.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, Sendable
where Intent: AppIntent {
  enum Segment: Sendable {
    case text(String)
    case parameter(@Sendable (Intent) -> (title: String, value: Any?))
  }

  let segments: [Segment]

  /// A sentence without parameters.
  public init(_ value: String) { segments = [.text(value)] }

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
    public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
    where
      ValueType: _IntentValue, ValueType: Sendable,
      Subject: KeyPath<Intent, IntentParameter<ValueType>>
    {
      let keyPath = SharedKeyPath(subject)
      segments.append(
        .parameter { intent in
          let parameter = intent[keyPath: keyPath.path]
          return (String(localized: parameter.title), parameter.currentValue.map { $0 as Any })
        })
    }
  }
}
