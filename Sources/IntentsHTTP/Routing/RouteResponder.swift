import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire
import Logging

/// Runs a route for a request: decodes its path parameters, checks its query, reads its body
/// within the size limit, calls the handler and answers in JSON — errors included.
struct RouteResponder: Sendable {
  /// The host served.
  let host: IntentsHost
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog
  /// Reads bodies within the size limit.
  let bodyReader: RequestBodyReader
  /// The OpenAPI document, as served.
  let openAPIDocument: String

  /// The response of a route to a request whose path matched the route's template, with the
  /// path parameters as they were in the path (percent-encoded).
  func respond(
    to request: Request, with route: Route, parameters encoded: [String: String],
    context: BasicRequestContext
  ) async -> Response {
    do {
      var parameters: [String: String] = [:]
      for (name, text) in encoded {
        // Most segments have nothing to decode: only those with `%` go through Foundation.
        guard
          let decoded = text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text,
          !decoded.isEmpty
        else {
          throw IntentsError(
            IntentsError.invalidRequest, "The path segment for ‘\(name)’ is malformed.")
        }
        parameters[name] = decoded
      }
      let query = try QueryString(request.uri.query)
      try query.check(against: route)
      let body: JSONValue?
      var image: Data?
      switch route.body {
      case .none: body = nil
      case .optional: body = try await bodyReader.json(of: request) ?? [:]
      case .required:
        guard let json = try await bodyReader.json(of: request) else {
          throw IntentsError(
            IntentsError.invalidRequest,
            "\(route.method.rawValue) \(route.path) needs a JSON body; see /openapi.json.")
        }
        body = json
      case .jsonOrImage:
        (body, image) = try await bodyReader.jsonOrImage(of: request)
      case .jsonOrForm: body = try await bodyReader.jsonOrForm(of: request) ?? [:]
      }
      let client = try ClientHeader.client(of: request)
      let input = RouteInput(
        host: host, parameters: parameters, query: query.values, body: body, catalog: catalog,
        openAPIDocument: openAPIDocument, accept: request.headers[.accept], client: client,
        image: image)
      let output = try await IntentsClient.$current.withValue(client) {
        try await route.handle(input)
      }
      return JSONResponse.make(output)
    } catch {
      return Self.failure(error, context: context)
    }
  }

  /// The JSON response of any error, through its `HTTPResponseError` conformance; an error
  /// that is not an ``IntentsError`` is logged and answered as one.
  static func failure(_ error: any Error, context: BasicRequestContext) -> Response {
    let failure = intentsError(error)
    if !(error is IntentsError), failure.isServerFailure {
      context.logger.error("Request failed", metadata: ["error": "\(error)"])
    }
    return failure.response(context: context)
  }

  /// The ``IntentsError`` of any error: itself, or the code matching an HTTP error's status, or
  /// `internalError`.
  static func intentsError(_ error: any Error) -> IntentsError {
    if let error = error as? IntentsError { return error }
    if let error = error as? HTTPError {
      switch error.status {
      case .contentTooLarge:
        return IntentsError(IntentsError.requestTooLarge, "The request body is too large.")
      case .badRequest:
        return IntentsError(IntentsError.invalidRequest, "The request is malformed.")
      case .notFound:
        return IntentsError(IntentsError.unknownRoute, "There is no such route.")
      default: break
      }
    }
    return IntentsError(IntentsError.internalError, "The server failed to answer.")
  }
}
