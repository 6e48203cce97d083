package import IntentsRuntime

extension IntentsClient {
  /// The name of the header a request names its client in, read by both servers:
  /// `Intents-Client`, so that "this" in its runs and the on-screen context it reads and sets
  /// are its own.
  ///
  /// Any caller a server lets in may name any client: the header separates the contexts of
  /// cooperating clients (two agents, two windows), it does not authenticate them.
  package static let headerName = "Intents-Client"

  /// The client a request's `Intents-Client` headers (their values) name; `nil` without one.
  /// Throws ``IntentsError/invalidRequest`` for more than one, or for a value that is not a
  /// client identifier.
  package static func named(byHeader values: [String]) throws -> IntentsClient? {
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
