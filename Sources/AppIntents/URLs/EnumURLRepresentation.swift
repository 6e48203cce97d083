/// An app enum whose cases each have a URL.
///
/// ```swift
/// enum Section: String, URLRepresentableEnum {
///   case trails, map
///   static var urlRepresentation: URLRepresentation { "https://example.com/\(.rawValue)" }
///   ...
/// }
/// ```
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
  /// The URL template of the type.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEnum {
  /// The template type of this enum.
  public typealias URLRepresentation = EnumURLRepresentation<Self>

  /// This case's URL.
  public var urlRepresentation: URL? { Self.urlRepresentation.url(for: self) }

  /// The case's raw value.
  public var urlRepresentationParameter: String? { String(describing: rawValue) }
}

/// The URL template of an app enum: one template with `.rawValue`, or one URL per case.
public struct EnumURLRepresentation<Enum>: ExpressibleByStringInterpolation, Sendable
where Enum: AppEnum {
  private enum Storage: Sendable {
    case template([EnumTemplateSegment])
    case perCase([Enum: EnumSingleURLRepresentation])
  }

  private let storage: Storage

  /// A URL with no parameters.
  public init(_ value: String) { storage = .template([.literal(value)]) }

  /// A URL with no parameters.
  public init(stringLiteral value: String) { self.init(value) }

  /// A template built from literal text, `.rawValue` and cases.
  public init(stringInterpolation: StringInterpolation) {
    storage = .template(stringInterpolation.segments)
  }

  /// One URL per case.
  public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) {
    storage = .perCase(urlRepresentations)
  }

  /// The URL of a case, or `nil` when it has none or the result is not a valid URL.
  public func url(for value: Enum) -> URL? {
    switch storage {
    case .template(let segments): EnumTemplateSegment.url(segments, value)
    case .perCase(let urls): urls[value].flatMap { EnumTemplateSegment.url($0.segments, value) }
    }
  }

  /// The case a URL stands for, or `nil` when it fits no case. This is an OpenIntents addition.
  public func value(for url: URL) -> Enum? {
    Enum.allCases.first { self.url(for: $0) == url }
  }
}

/// A piece of an enum URL template.
enum EnumTemplateSegment: Sendable {
  case literal(String)
  case rawValue
  case fixed(String)

  static func url<Enum: AppEnum>(_ segments: [EnumTemplateSegment], _ value: Enum) -> URL? {
    let text = segments.map { segment in
      switch segment {
      case .literal(let literal): literal
      case .rawValue: URLParameterEncoding.encode(String(describing: value.rawValue))
      case .fixed(let raw): URLParameterEncoding.encode(raw)
      }
    }.joined()
    return URL(string: text)
  }
}

extension EnumURLRepresentation {
  /// The URL of one case, in a per-case table.
  public struct EnumSingleURLRepresentation: ExpressibleByStringInterpolation, Sendable {
    let segments: [EnumTemplateSegment]

    /// A URL with no parameters.
    public init(stringLiteral value: String) { segments = [.literal(value)] }

    /// A URL built from literal text, `.rawValue` and cases.
    public init(stringInterpolation: StringInterpolation) {
      segments = stringInterpolation.segments
    }
  }

  /// Builds an enum URL template.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [EnumTemplateSegment] = []

    /// Creates an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.literal(literal)) }
    }

    /// Appends a specific case's raw value.
    public mutating func appendInterpolation(_ subject: Enum) {
      segments.append(.fixed(String(describing: subject.rawValue)))
    }

    /// Appends a token: `\(.rawValue)`, the case's raw value.
    public mutating func appendInterpolation(_ subject: Token) {
      switch subject {
      case .rawValue: segments.append(.rawValue)
      }
    }

    /// A template token.
    public enum Token: Hashable, Sendable {
      /// The case's raw value.
      case rawValue
    }
  }
}
