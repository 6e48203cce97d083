/// How a proxy is computed from an item.
enum ProxyConversion<Input, Output>: Sendable {
  /// Synchronously: conditions and file names of the proxy type can be checked up front.
  case immediate(@Sendable (Input) throws -> Output)
  /// Asynchronously: the proxy type's conditions are checked while exporting.
  case deferred(@Sendable (Input) async throws -> Output)

  /// Computes the proxy.
  func callAsFunction(_ input: Input) async throws -> Output {
    switch self {
    case .immediate(let convert): try convert(input)
    case .deferred(let convert): try await convert(input)
    }
  }

  /// Lifts a condition on the proxy to the item, when the proxy is computed synchronously;
  /// an item whose proxy can't be computed fails the condition.
  func liftCondition(
    _ condition: (@Sendable (Output) -> Bool)?
  ) -> (@Sendable (Input) -> Bool)? {
    guard let condition, case .immediate(let convert) = self else { return nil }
    return { input in (try? convert(input)).map(condition) ?? false }
  }

  /// Lifts a file name suggestion for the proxy to the item, when the proxy is computed
  /// synchronously.
  func liftFileName(
    _ fileName: (@Sendable (Output) -> String?)?
  ) -> (@Sendable (Input) -> String?)? {
    guard let fileName, case .immediate(let convert) = self else { return nil }
    return { input in (try? convert(input)).flatMap(fileName) }
  }
}
