package import HTTPTypes
import IntentsRuntime
import IntentsWire

extension HTTPField.Name {
  /// `Host`: HTTP/1's first one is the request's authority; any other stays a header field.
  package static let hostHeader = HTTPField.Name("Host")!
  /// `Intents-Client`: the client a request is from (`IntentsClient.headerName`).
  package static let intentsClient = HTTPField.Name(IntentsClient.headerName)!
}
