public import Foundation

/// The error domain of indexing errors.
public let CSIndexErrorDomain = "CSIndexErrorDomain"

/// An error of a searchable index, with Core Spotlight's codes.
public struct CSIndexError: Error, CustomNSError, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of indexing error.
  public enum Code: Int, Sendable, Hashable {
    /// An error with no particular cause.
    case unknownError = -1
    /// The index is unavailable.
    case indexUnavailableError = -1000
    /// An item is not valid.
    case invalidItemError = -1001
    /// The client state is not valid.
    case invalidClientStateError = -1002
    /// The index could not be reached.
    case remoteConnectionError = -1003
    /// The app indexed too much.
    case quotaExceeded = -1004
    /// Indexing is not supported.
    case indexingUnsupported = -1005
    /// The stored client state is not the expected one: another writer committed a batch in
    /// between.
    case mismatchedClientState = -1006

    /// Whether an error has this code: `catch CSIndexError.mismatchedClientState`.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? CSIndexError)?.code == code
    }
  }

  /// The kind of error.
  public let code: Code
  /// What went wrong, and what to do about it.
  public let message: String

  /// An error of a kind, with a message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The error domain.
  public static var errorDomain: String { CSIndexErrorDomain }
  /// The code as a number.
  public var errorCode: Int { code.rawValue }
  /// The message, for `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  /// The message.
  public var description: String { message }

  // MARK: - Codes, for `catch` clauses

  /// The code `.unknownError`, for `catch CSIndexError.unknownError`.
  public static var unknownError: Code { .unknownError }
  /// The code `.indexUnavailableError`, for `catch CSIndexError.indexUnavailableError`.
  public static var indexUnavailableError: Code { .indexUnavailableError }
  /// The code `.invalidItemError`, for `catch CSIndexError.invalidItemError`.
  public static var invalidItemError: Code { .invalidItemError }
  /// The code `.invalidClientStateError`, for `catch CSIndexError.invalidClientStateError`.
  public static var invalidClientStateError: Code { .invalidClientStateError }
  /// The code `.remoteConnectionError`, for `catch CSIndexError.remoteConnectionError`.
  public static var remoteConnectionError: Code { .remoteConnectionError }
  /// The code `.quotaExceeded`, for `catch CSIndexError.quotaExceeded`.
  public static var quotaExceeded: Code { .quotaExceeded }
  /// The code `.indexingUnsupported`, for `catch CSIndexError.indexingUnsupported`.
  public static var indexingUnsupported: Code { .indexingUnsupported }
  /// The code `.mismatchedClientState`, for `catch CSIndexError.mismatchedClientState`.
  public static var mismatchedClientState: Code { .mismatchedClientState }
}
