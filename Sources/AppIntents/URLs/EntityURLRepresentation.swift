/// The URL template of an entity type: `"https://example.com/trails/\(.id)/details"`, or with a
/// property, `"https://example.com/notes?id=\(\.$contentID)"`.
///
/// Parameters are percent-encoded when an entity's URL is made. With an `.id` token, the
/// template also reads an identifier back from a URL (``identifierString(in:)``).
public struct EntityURLRepresentation<Entity>: ExpressibleByStringInterpolation, Sendable
where Entity: AppEntity {
  let template: URLTemplate<Entity>

  /// A template with no parameters.
  public init(_ value: String) {
    template = URLTemplate(segments: [.literal(value)])
  }

  /// A template with no parameters.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A template built from an interpolation of literal text, `.id` and property key paths.
  public init(stringInterpolation: StringInterpolation) {
    template = URLTemplate(segments: stringInterpolation.segments)
  }

  /// The URL of an entity, or `nil` when the result is not a valid URL or a parameter has no
  /// value.
  public func url(for entity: Entity) async -> URL? {
    await template.url(for: entity)
  }

  /// The entity identifier string a URL made from this template carries, or `nil` when the URL
  /// does not fit the template or the template has no `.id`. This is an OpenIntents addition,
  /// used to route URLs back to entities.
  public func identifierString(in url: URL) -> String? {
    template.captures(in: url.absoluteString)?.identifier
  }

  /// The template with its parameters as `{id}` and `{name}` placeholders, such as
  /// `https://example.com/trails/{id}`. This is an OpenIntents addition.
  public var pattern: String { template.pattern }
}

extension EntityURLRepresentation {
  /// Builds a URL template from literal text and parameters.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [URLTemplate<Entity>.Segment] = []

    /// Creates an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.literal(literal)) }
    }

    /// Appends the value of an entity property: `\(\.$name)`.
    public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
    where
      ValueType: _IntentValue, ValueType: Sendable,
      Subject: KeyPath<Entity, EntityProperty<ValueType>>
    {
      let keyPath = SharedKeyPath(subject)
      segments.append(
        .property(
          name: PropertyName.lastComponent(of: subject),
          // A computed property (`@ComputedProperty`) reads its getter.
          read: { value in
            (value as? Entity).flatMap { $0[keyPath: keyPath.path].value(in: $0) }
          }))
    }

    /// Appends a token: `\(.id)`.
    public mutating func appendInterpolation(_ subject: Token) {
      switch subject {
      case .id: segments.append(.identifier)
      }
    }

    /// A template token.
    public enum Token: Hashable, Sendable {
      /// The entity's identifier.
      case id
    }
  }
}

/// A URL template: literal text interleaved with parameters.
struct URLTemplate<Value>: Sendable {
  enum Segment: Sendable {
    case literal(String)
    case identifier
    case rawValue
    case property(name: String, read: @Sendable (Any) -> Any?)
  }

  let segments: [Segment]

  /// The URL for a value.
  func url(for value: Value) async -> URL? {
    var text = ""
    for segment in segments {
      switch segment {
      case .literal(let literal): text += literal
      case .identifier:
        guard let entity = value as? any AppEntity else { return nil }
        text += URLParameterEncoding.encode(entity.id.entityIdentifierString)
      case .rawValue:
        guard let raw = value as? any RawRepresentable else { return nil }
        text += URLParameterEncoding.encode(String(describing: raw.rawValue))
      case .property(_, let read):
        guard let parameter = await URLParameterEncoding.parameter(for: read(value) as Any) else {
          return nil
        }
        text += URLParameterEncoding.encode(parameter)
      }
    }
    return URL(string: text)
  }

  var pattern: String {
    segments.map { segment in
      switch segment {
      case .literal(let literal): literal
      case .identifier: "{id}"
      case .rawValue: "{rawValue}"
      case .property(let name, _): "{\(name)}"
      }
    }.joined()
  }

  /// The parameter values a URL string carries, matched left to right against the template.
  func captures(
    in text: String
  ) -> (identifier: String?, rawValue: String?, properties: [String: String])? {
    var rest = Substring(text)
    var identifier: String?
    var rawValue: String?
    var properties: [String: String] = [:]
    var pending: Segment?
    func assign(_ capture: Substring) -> Bool {
      guard let pending else { return true }
      guard !capture.isEmpty, let decoded = String(capture).removingPercentEncoding else {
        return false
      }
      switch pending {
      case .identifier: identifier = decoded
      case .rawValue: rawValue = decoded
      case .property(let name, _): properties[name] = decoded
      case .literal: break
      }
      return true
    }
    for segment in segments {
      if case .literal(let literal) = segment {
        if pending == nil {
          guard rest.hasPrefix(literal) else { return nil }
          rest = rest.dropFirst(literal.count)
        } else {
          guard let range = rest.range(of: literal) else { return nil }
          guard assign(rest[..<range.lowerBound]) else { return nil }
          rest = rest[range.upperBound...]
          pending = nil
        }
      } else {
        guard pending == nil else { return nil }  // two adjacent parameters are ambiguous
        pending = segment
      }
    }
    if pending != nil {
      guard assign(rest) else { return nil }
    } else if !rest.isEmpty {
      return nil
    }
    return (identifier, rawValue, properties)
  }
}

extension PropertyName {
  /// The property name a `$` key path ends in, from its description when the runtime can name
  /// it, such as `name` for `\TrailEntity.$name`; `value` otherwise.
  static func lastComponent(of keyPath: AnyKeyPath) -> String {
    let text = String(describing: keyPath)
    guard let dot = text.lastIndex(of: "."), !text.contains("<computed") else { return "value" }
    return String(text[text.index(after: dot)...]).trimmingCharacters(
      in: CharacterSet(charactersIn: "$_"))
  }
}
