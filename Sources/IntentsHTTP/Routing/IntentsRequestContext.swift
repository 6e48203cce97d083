import Hummingbird
import IntentsWire
import NIOCore

/// The request context of the REST API: Hummingbird's own storage, the most bytes a JSON body
/// may have, which ``APIMiddleware`` sets from the server's configuration before any route
/// runs, and the connection the request arrived on, whose client a run watches for leaving
/// (``RunningRuns``).
///
/// The body limit is Hummingbird's `maxUploadSize`, so Hummingbird's own readers keep to it too;
/// the routes that take an image or a file read more, each within its own limit
/// (``Route/maximumBodyBytes(_:)``).
struct IntentsRequestContext: RequestContext {
  /// Hummingbird's storage: the logger, the matched path and its parameters.
  var coreContext: CoreRequestContextStorage
  /// The most bytes a JSON body may have: the configuration's `maximumBodyBytes`.
  var maxUploadSize: Int
  /// The connection the request arrived on (Hummingbird's `ApplicationRequestContextSource`).
  let channel: any Channel

  /// A context for a request, with the default body limit until the middleware sets the
  /// server's.
  init(source: Source) {
    coreContext = CoreRequestContextStorage(source: source)
    maxUploadSize = IntentsHTTPConfiguration().maximumBodyBytes
    channel = source.channel
  }
}
