public import IntentsRuntime

extension Paging {
  /// A page read from the `limit` and `offset` members of a JSON request, as every surface
  /// reads them: whole numbers from 0; a limit above ``Paging/maximumLimit`` or an offset
  /// above ``Paging/maximumOffset`` is ``IntentsError/requestTooLarge``, anything else not a
  /// whole number from 0 is ``IntentsError/invalidRequest``.
  public init(limit: JSONValue?, offset: JSONValue?) throws {
    self.init(
      limit: try limit.map { try FindRequest.count($0, "limit", upTo: Paging.maximumLimit) },
      offset: try offset.map { try FindRequest.count($0, "offset", upTo: Paging.maximumOffset) }
        ?? 0)
  }

  /// A page read from the text of query parameters (`?limit=20&offset=40`), with the same
  /// rules as ``init(limit:offset:)``.
  public init(limitText: String?, offsetText: String?) throws {
    func number(_ text: String?, _ name: String) throws -> JSONValue? {
      guard let text else { return nil }
      guard let value = Int(text) else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "‘\(name)’ must be a whole number from 0, not \(JSONValue.string(text).excerpt).")
      }
      return .number(Double(value))
    }
    try self.init(limit: number(limitText, "limit"), offset: number(offsetText, "offset"))
  }
}
