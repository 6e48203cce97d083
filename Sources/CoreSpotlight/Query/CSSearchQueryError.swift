public import Foundation

/// The error domain of query errors.
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// An error of a ``CSSearchQuery``, with Core Spotlight's codes.
public struct CSSearchQueryError: Error, CustomNSError, Hashable, Sendable,
  CustomStringConvertible
{
  /// The kinds of query error.
  public enum Code: Int, Sendable, Hashable {
    /// An error with no particular cause.
    case unknown = -2000
    /// The index could not be read.
    case indexUnreachable = -2001
    /// The query string is malformed.
    case invalidQuery = -2002
    /// The query was cancelled.
    case cancelled = -2003

    /// Whether an error has this code: `catch CSSearchQueryError.invalidQuery`.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? CSSearchQueryError)?.code == code
    }
  }

  /// The kind of error.
  public let code: Code
  /// What went wrong.
  public let message: String

  /// An error of a kind, with a message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The error domain.
  public static var errorDomain: String { CSSearchQueryErrorDomain }
  /// The code as a number.
  public var errorCode: Int { code.rawValue }
  /// The message, for `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  /// The message.
  public var description: String { message }

  // MARK: - Codes, for `catch` clauses

  /// The code `.unknown`, for `catch CSSearchQueryError.unknown`.
  public static var unknown: Code { .unknown }
  /// The code `.indexUnreachable`, for `catch CSSearchQueryError.indexUnreachable`.
  public static var indexUnreachable: Code { .indexUnreachable }
  /// The code `.invalidQuery`, for `catch CSSearchQueryError.invalidQuery`.
  public static var invalidQuery: Code { .invalidQuery }
  /// The code `.cancelled`, for `catch CSSearchQueryError.cancelled`.
  public static var cancelled: Code { .cancelled }
}
