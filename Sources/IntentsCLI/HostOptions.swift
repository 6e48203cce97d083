import ArgumentParser
import IntentsRuntime

/// The options every command takes to reach the app: where its data lives.
///
/// An app's own commands include them with `@OptionGroup var host: HostOptions` and call
/// ``makeHost()``.
public struct HostOptions: ParsableArguments, Sendable {
  /// The app's database file; the app decides the default.
  @Option(name: .long, help: ArgumentHelp("The app's database file.", valueName: "path"))
  public var database: String?

  /// Options with their defaults.
  public init() {}

  /// The host of the app, made from these options.
  public func makeHost() async throws -> IntentsHost {
    try await CommandContext.required.makeHost(self)
  }
}

/// How a command writes its answer.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Write JSON instead of a table, for scripts.")
  var json = false
}
