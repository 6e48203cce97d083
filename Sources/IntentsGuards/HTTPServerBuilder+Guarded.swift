package import HummingbirdCore
package import IntentsRuntime
package import IntentsWire
import NIOCore

extension HTTPServerBuilder {
  /// HTTP/1.1 as both servers serve it: Hummingbird's, closing connections idle for the
  /// configuration's `idleTimeout`, behind a ``ConnectionGuard`` that holds each request's
  /// head to the configuration's `requestHeadTimeout` and
  /// answers malformed requests with bodies made by `errorBody`.
  package static func guarded(
    _ configuration: IntentsHTTPConfiguration,
    errorBody: @escaping @Sendable (IntentsError) -> [UInt8]
  ) -> HTTPServerBuilder {
    let headTimeout = TimeAmount(configuration.requestHeadTimeout)
    return .http1(
      configuration: HTTP1Channel.Configuration(
        additionalChannelHandlers: [
          ConnectionGuard(headTimeout: headTimeout, errorBody: errorBody)
        ],
        idleTimeout: TimeAmount(configuration.idleTimeout)))
  }
}
