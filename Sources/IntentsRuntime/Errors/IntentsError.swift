/// An error of the OpenIntents runtime: a stable ``code`` for programs, a ``message`` for
/// people that says what was wrong and how to fix it, and — where it helps — the values that
/// would have been accepted.
///
/// Match codes in `catch` clauses:
///
/// ```swift
/// do {
///   _ = try await host.resolve(type: "LandmarkEntity", identifiers: ["42"])
/// } catch IntentsError.entityNotFound {
///   …
/// }
/// ```
public struct IntentsError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The stable identity of an error kind.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible, Codable {
    /// The code as text, such as `"entityNotFound"`.
    public let rawValue: String
    /// A code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The code as text.
    public var description: String { rawValue }

    /// Whether an error has this code: `catch IntentsError.entityNotFound`.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? IntentsError)?.code == code
    }
  }

  /// What kind of error this is.
  public let code: Code
  /// What was wrong and how to fix it.
  public let message: String
  /// The values that would have been accepted, when the error is about a choice.
  public let allowed: [String]

  /// Creates an error.
  public init(_ code: Code, _ message: String, allowed: [String] = []) {
    self.code = code
    self.message = message
    self.allowed = allowed
  }

  /// The message, followed by what is allowed.
  public var description: String {
    guard !allowed.isEmpty else { return message }
    let shown = allowed.prefix(40).joined(separator: ", ")
    let more = allowed.count > 40 ? ", … (\(allowed.count) in all)" : ""
    return "\(message) Allowed: \(shown)\(more)."
  }
}

extension IntentsError {
  /// No entity, enum or intent type has this identifier.
  public static let unknownType = Code(rawValue: "unknownType")
  /// The type has no property of this name.
  public static let unknownProperty = Code(rawValue: "unknownProperty")
  /// No intent has this identifier.
  public static let unknownIntent = Code(rawValue: "unknownIntent")
  /// The intent has no parameter of this name.
  public static let unknownParameter = Code(rawValue: "unknownParameter")
  /// The property does not support this comparison.
  public static let unsupportedComparator = Code(rawValue: "unsupportedComparator")
  /// The type cannot be sorted by this property.
  public static let notSortable = Code(rawValue: "notSortable")
  /// A value does not have the expected type or form.
  public static let invalidValue = Code(rawValue: "invalidValue")
  /// An identifier is not of the form the entity type uses.
  public static let malformedIdentifier = Code(rawValue: "malformedIdentifier")
  /// An entity no longer exists.
  public static let entityNotFound = Code(rawValue: "entityNotFound")
  /// The type cannot be searched by text.
  public static let notSearchable = Code(rawValue: "notSearchable")
  /// The type cannot be filtered by properties.
  public static let notFindable = Code(rawValue: "notFindable")
  /// A query or intent needs a dependency nobody registered.
  public static let missingDependency = Code(rawValue: "missingDependency")
  /// The app's query threw.
  public static let queryFailed = Code(rawValue: "queryFailed")
  /// The intent's `perform()` threw.
  public static let intentFailed = Code(rawValue: "intentFailed")
  /// A request is too large.
  public static let requestTooLarge = Code(rawValue: "requestTooLarge")
  /// A request is malformed.
  public static let invalidRequest = Code(rawValue: "invalidRequest")
  /// No saved reference or run has this name.
  public static let unknownReference = Code(rawValue: "unknownReference")
  /// A store failed: the reference store or the host state store.
  public static let storeFailed = Code(rawValue: "storeFailed")
  /// A question would be asked a second time in one run.
  public static let repeatedQuestion = Code(rawValue: "repeatedQuestion")
  /// The person declined a confirmation or cancelled a choice.
  public static let declined = Code(rawValue: "declined")
  /// Text matched several entities where exactly one is needed, and nobody can be asked (saving
  /// a run).
  public static let ambiguousValue = Code(rawValue: "ambiguousValue")
  /// Input names a file on the host's machine that the caller may not make it read (see
  /// ``LocalFileAccess``).
  ///
  /// This is an OpenIntents addition.
  public static let forbiddenFile = Code(rawValue: "forbiddenFile")
  /// The run was cancelled before `perform()` finished (Ctrl-C at the command line, an MCP
  /// client's `notifications/cancelled`, an HTTP client's `DELETE /running/{runID}` or its
  /// leaving, the task running it cancelled).
  public static let cancelled = Code(rawValue: "cancelled")
  /// The intent may not run in the process this host is (its `allowedExecutionTargets` leave
  /// out the host's ``IntentsHost/executionTarget``): run it on a host that is.
  public static let executionTargetNotOffered = Code(rawValue: "executionTargetNotOffered")
}
