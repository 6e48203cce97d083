import Hummingbird

extension RouterMethods {
  /// Registers `handler` under the route's method and path.
  @discardableResult
  func on(
    _ route: Route,
    use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
  ) -> Self {
    on(route.path, method: route.method, use: handler)
  }
}
