public import HTTPTypes
public import IntentsRuntime
import IntentsWire

extension IntentsError {
  /// The HTTP status an error is answered with.
  ///
  /// | status | codes |
  /// |---|---|
  /// | 400 Bad Request | `invalidRequest` (malformed JSON, a body or query of the wrong shape) |
  /// | 401 Unauthorized | `unauthorized` (a missing or wrong bearer token) |
  /// | 403 Forbidden | `forbiddenOrigin` (a web page of another origin), `forbiddenHost` (a `Host` that is not a loopback name, on a loopback address), `forbiddenFile` (input naming a file the server does not let callers read) |
  /// | 404 Not Found | `unknownType`, `unknownIntent`, `entityNotFound`, `unknownReference`, `unknownRoute`, `unknownRun` (no run of that `Intents-Run-ID` under way) |
  /// | 405 Method Not Allowed | `methodNotAllowed` |
  /// | 406 Not Acceptable | `unsupportedContentType` (no representation of the types `Accept` names) |
  /// | 408 Request Timeout | `requestTimeout` (a request's head not sent whole in time) |
  /// | 409 Conflict | `notSearchable`, `notFindable`, `declined`, `repeatedQuestion`, `ambiguousValue`, `nothingOnScreen`, `executionTargetNotOffered` (an intent this host's process may not run), `cancelled` (the run was cancelled before it finished: by `DELETE /running/{runID}`, its client leaving, the intent itself, or the server stopping), `runInProgress` (a run of the same `Intents-Run-ID` is under way) |
  /// | 413 Content Too Large | `requestTooLarge` |
  /// | 415 Unsupported Media Type | `unsupportedMediaType` (a body that is not `application/json`) |
  /// | 422 Unprocessable Content | `invalidValue`, `unknownProperty`, `unsupportedComparator`, `notSortable`, `malformedIdentifier`, `unknownParameter`, `invalidImage`, `notAllowed` (the app's own error refused the input) |
  /// | 500 Internal Server Error | `missingDependency`, `queryFailed`, `intentFailed`, `storeFailed`, `internalError`, `transferFailed` |
  /// | 503 Service Unavailable | `tooManyRuns` (as many runs named with `Intents-Run-ID` are under way as the server holds) |
  ///
  /// A code this table does not know is a request the runtime refused: `400`.
  public var httpStatus: HTTPResponse.Status {
    Self.httpStatuses[code] ?? .badRequest
  }

  /// The statuses of the codes the runtime and the HTTP adapter use.
  static let httpStatuses: [Code: HTTPResponse.Status] = [
    invalidRequest: .badRequest,
    unauthorized: .unauthorized,
    forbiddenOrigin: .forbidden, forbiddenHost: .forbidden, forbiddenFile: .forbidden,
    unknownType: .notFound, unknownIntent: .notFound, entityNotFound: .notFound,
    unknownReference: .notFound, unknownRoute: .notFound,
    methodNotAllowed: .methodNotAllowed,
    requestTimeout: .requestTimeout,
    notSearchable: .conflict, notFindable: .conflict, declined: .conflict,
    repeatedQuestion: .conflict, ambiguousValue: .conflict,
    requestTooLarge: .contentTooLarge,
    unsupportedMediaType: .unsupportedMediaType,
    invalidValue: .unprocessableContent, unknownProperty: .unprocessableContent,
    unsupportedComparator: .unprocessableContent, notSortable: .unprocessableContent,
    malformedIdentifier: .unprocessableContent, unknownParameter: .unprocessableContent,
    missingDependency: .internalServerError, queryFailed: .internalServerError,
    intentFailed: .internalServerError, storeFailed: .internalServerError,
    internalError: .internalServerError,
    invalidImage: .unprocessableContent, notAllowed: .unprocessableContent,
    nothingOnScreen: .conflict, executionTargetNotOffered: .conflict, cancelled: .conflict,
    unsupportedContentType: .notAcceptable, transferFailed: .internalServerError,
    unknownRun: .notFound, runInProgress: .conflict, tooManyRuns: .serviceUnavailable,
  ]

  // MARK: - Codes of the HTTP adapter (those of the guards both servers share are IntentsWire's)

  /// No route has this path.
  static let unknownRoute = Code(rawValue: "unknownRoute")
  /// A route has this path, but not for this method.
  static let methodNotAllowed = Code(rawValue: "methodNotAllowed")
  /// The request's body is not `application/json`.
  static let unsupportedMediaType = Code(rawValue: "unsupportedMediaType")
  /// No run named with this `Intents-Run-ID` is under way: it ended, or never started.
  static let unknownRun = Code(rawValue: "unknownRun")
  /// A run named with this `Intents-Run-ID` is under way already.
  static let runInProgress = Code(rawValue: "runInProgress")
  /// As many runs named with `Intents-Run-ID` are under way as the server holds
  /// (``RunningRuns/maximumRuns``).
  static let tooManyRuns = Code(rawValue: "tooManyRuns")
}
