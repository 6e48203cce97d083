import HTTPTypes
package import Hummingbird
package import IntentsRuntime

/// The `Intents-Client` header: which client a request is from, so that "this" in its runs
/// and the on-screen context it reads and sets are its own.
///
/// Any caller the server lets in may name any client: the header separates the contexts of
/// cooperating clients (two agents, two windows), it does not authenticate them.
package enum ClientHeader {
  /// The header's name.
  package static let name = HTTPField.Name("Intents-Client")!

  /// The client a request names; `nil` without the header. Throws
  /// ``IntentsError/invalidRequest`` for a header that is not a client identifier.
  package static func client(of request: Request) throws -> IntentsClient? {
    let values = request.headers[values: name]
    guard let value = values.first else { return nil }
    guard values.count == 1, let client = try? IntentsClient(value) else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "The Intents-Client header names one client: 1 to "
          + "\(IntentsClient.maximumIdentifierLength) characters without control characters.")
    }
    return client
  }
}
