import ArgumentParser
import IntentsRuntime

/// `manifest`: everything the app declares, as stable JSON.
struct ManifestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manifest",
    abstract:
      "Print the app's manifest: every type, property, comparison, parameter and App Shortcut, as JSON with a stable order, to diff between versions."
  )

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    CommandContext.required.console.print(try await host.makeHost().manifest().json())
  }
}

/// `shortcuts`: the App Shortcut phrases, expanded.
struct ShortcutsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shortcuts",
    abstract: "List the App Shortcut phrases, with parameters filled in from suggestions.")

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let invocations = try await host.makeHost().appShortcuts()
    if output.json {
      return console.print(try JSONValue(encoding: invocations).prettyPrinted)
    }
    var table = TextTable(["PHRASE", "INTENT"])
    for invocation in invocations { table.add([invocation.phrase, invocation.intent]) }
    console.print(table.rendered)
  }
}
