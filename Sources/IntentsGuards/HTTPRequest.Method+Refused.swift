package import HTTPTypes

extension HTTPRequest.Method {
  /// The methods both servers answer on a path that does not serve them — `405` with `Allow`,
  /// or for `OPTIONS` `204` with `Allow` — rather than `404`: the standard ones and `QUERY` (the
  /// safe method with a body, RFC draft "The HTTP QUERY Method"). Any other method (an
  /// extension such as `PURGE`) finds no route and is `404`, as Hummingbird answers it.
  package static var answeredWhereUnserved: [HTTPRequest.Method] {
    [.get, .head, .post, .put, .delete, .patch, .trace, .options]
      + [HTTPRequest.Method("QUERY")].compactMap { $0 }
  }
}
