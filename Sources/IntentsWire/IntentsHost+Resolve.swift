import AppIntents
public import IntentsRuntime

extension IntentsHost {
  /// The identifiers of a resolve request in its JSON form, `{"ids": ["1", "2"]}`, as the HTTP
  /// adapter receives it.
  ///
  /// The reader refuses what the request's schema refuses — another member, an identifier that
  /// is not a string — with ``IntentsError/invalidRequest``, and more than
  /// ``Limits/maximumIdentifiers`` identifiers with ``IntentsError/requestTooLarge``, as the
  /// runtime does. Whether each identifier is of the type's form is checked
  /// when they are resolved (``resolve(type:identifiers:)``).
  public static func identifiers(resolveRequest json: JSONValue) throws -> [String] {
    let example = "A resolve request is {\"ids\": [\"1\", \"2\"]}."
    guard let members = json.objectValue else { throw FindRequest.invalid(example) }
    try JSONMembers.reject(members, allowing: ["ids"], in: "a resolve request")
    guard let items = members["ids"]?.arrayValue else { throw FindRequest.invalid(example) }
    // A limit, as the runtime refuses it on every surface: requestTooLarge, not a malformed
    // request.
    try Limits.check(identifierCount: items.count)
    return try items.map { item in
      guard let identifier = item.stringValue else {
        throw FindRequest.invalid(
          "Each identifier in ‘ids’ must be a string, not \(item.description.prefix(40)).")
      }
      return identifier
    }
  }
}
