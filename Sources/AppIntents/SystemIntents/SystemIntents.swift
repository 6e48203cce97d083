/// An intent of a kind the system knows: open, delete, search…
public protocol SystemIntent: AppIntent {}

/// An intent that opens an entity or enum case in the app.
///
/// ```swift
/// struct OpenLandmarkIntent: OpenIntent {
///   static let title: LocalizedStringResource = "Open Landmark"
///   @Parameter(title: "Landmark") var target: LandmarkEntity
/// }
/// ```
public protocol OpenIntent: SystemIntent {
  /// The type of what is opened.
  associatedtype Value: AppValue
  /// What is opened.
  var target: Value { get set }
}

extension OpenIntent {
  /// Opening brings the app forward.
  public static var openAppWhenRun: Bool { true }

  /// Opens the target: the app is asked to show it.
  public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that deletes entities.
public protocol DeleteIntent: SystemIntent {
  /// The type of the deleted entities.
  associatedtype Entity: AppEntity
  /// The entities to delete.
  var entities: [Entity] { get }
}

/// An intent that is carried out by opening a URL.
///
/// The OpenIntents runtime does not call `perform()` for it: it resolves the parameters, builds
/// the URL from the template and returns it as the run's result (`openedURL`), for the caller
/// to open.
///
/// An `OpenIntent` whose target is a `URLRepresentableEntity` or a `URLRepresentableEnum` writes
/// neither the template nor `perform()`: its URL is its target's.
///
/// ```swift
/// struct OpenTrailIntent: OpenIntent, URLRepresentableIntent {
///   static let title: LocalizedStringResource = "Open Trail"
///   @Parameter(title: "Trail") var target: TrailEntity  // a URLRepresentableEntity
/// }
/// ```
public protocol URLRepresentableIntent: AppIntent {
  /// The URL template of the intent.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableIntent {
  /// Never called: the system opens the intent's URL instead.
  public func perform() async throws -> Never {
    throw AppIntentError.notPerformed(Self.self, "is carried out by opening its URL")
  }
}

/// An intent that opens a URL.
public struct OpenURLIntent: SystemIntent, URLRepresentableIntent {
  /// "Open URL".
  public static var title: LocalizedStringResource { "Open URL" }
  /// The URL itself, as it is: not percent-encoded into a template.
  public static var urlRepresentation: URLRepresentation {
    IntentURLRepresentation(carried: { intent in intent.$url.currentValue })
  }

  /// The URL to open.
  @Parameter(title: "URL") public var url: URL

  /// An intent that opens a URL.
  public init(_ url: URL) {
    self.url = url
  }

  /// An intent that opens the URL of an enum case; throws when the case has none.
  public init(urlRepresentable: some URLRepresentableEnum) throws {
    guard let url = urlRepresentable.urlRepresentation else {
      throw AppIntentError(
        "invalidValue", "\(type(of: urlRepresentable)).\(urlRepresentable) has no URL.")
    }
    self.url = url
  }

  /// An intent that opens an entity's URL; throws when the entity's template makes none.
  public init(urlRepresentable: some URLRepresentableEntity) async throws {
    guard let url = await urlRepresentable.urlRepresentation else {
      throw AppIntentError(
        "invalidValue",
        "\(type(of: urlRepresentable)) ‘\(urlRepresentable.id.entityIdentifierString)’ has no URL.")
    }
    self.url = url
  }

  /// An intent whose URL the system asks for.
  public init() {}
}

extension URLRepresentableIntent {
  /// The template type of this intent.
  public typealias URLRepresentation = IntentURLRepresentation<Self>

  /// The URL that carries out this intent with its current parameters.
  public var urlRepresentation: URL? {
    get async { await Self.urlRepresentation.url(for: self) }
  }
}

/// The URL template of an intent: `"https://example.com/trails/\(\.$trail)"`.
///
/// An open intent whose target is a `URLRepresentableEntity` or `URLRepresentableEnum` need not
/// write one: its template is the target's own URL (see `URLRepresentableIntent`).
public struct IntentURLRepresentation<Intent>: ExpressibleByStringInterpolation, Sendable
where Intent: AppIntent {
  private enum Source: Sendable {
    /// Literal text and parameters, percent-encoded into it.
    case template(URLTemplate<Intent>)
    /// A whole URL an intent carries: its target's, or `OpenURLIntent`'s `url`.
    case carried(@Sendable (Intent) async -> URL?)
  }

  private let source: Source

  /// A URL with no parameters.
  public init(_ value: String) { source = .template(URLTemplate(segments: [.literal(value)])) }

  /// A URL with no parameters.
  public init(stringLiteral value: String) { self.init(value) }

  /// A template with parameters.
  public init(stringInterpolation: StringInterpolation) {
    source = .template(URLTemplate(segments: stringInterpolation.segments))
  }

  /// The URL an intent carries whole, read when the intent is run.
  init(carried url: @escaping @Sendable (Intent) async -> URL?) { source = .carried(url) }

  /// The URL for an intent's parameter values, or `nil` when one has no value.
  public func url(for intent: Intent) async -> URL? {
    switch source {
    case .template(let template): await template.url(for: intent)
    case .carried(let url): await url(intent)
    }
  }

  /// Builds an intent URL template.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [URLTemplate<Intent>.Segment] = []

    /// Creates an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.literal(literal)) }
    }

    /// Appends a parameter's value: `\(\.$trail)`.
    public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
    where
      ValueType: _IntentValue, ValueType: Sendable,
      Subject: KeyPath<Intent, IntentParameter<ValueType>>
    {
      let keyPath = SharedKeyPath(subject)
      segments.append(
        .property(
          name: PropertyName.lastComponent(of: subject),
          read: { intent in
            guard let intent = intent as? Intent else { return nil }
            return intent[keyPath: keyPath.path].currentValue
          }))
    }
  }
}

/// A package of App Intents declarations that includes others, such as a framework's.
public protocol AppIntentsPackage {
  /// The packages this one includes.
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  /// No included packages.
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
