import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `manifest`: everything the app declares, as stable JSON.
struct ManifestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manifest",
    abstract:
      "Print the app's manifest: every type, property, comparison, parameter and App Shortcut, as JSON with a stable order, to diff between versions."
  )

  @OptionGroup var host: HostOptions
  /// The manifest is always JSON; `--json` is accepted so that scripts can pass it to every
  /// command alike.
  @Flag(name: .long, help: "Accepted for scripts; the manifest is always JSON.") var json = false

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
    let host = try await host.makeHost()
    // As in the Shortcuts app, the phrases of intents for an assistant only are left out.
    let shown = Set(await host.manifest(for: .people).intents.map(\.identifier))
    let hidden = Set(await host.manifest().intents.map(\.identifier)).subtracting(shown)
    let invocations = try await host.appShortcuts().filter { !hidden.contains($0.intent) }
    if output.json {
      // The wire's JSON of each invocation, as Spotlight answers it: parameters as a run takes
      // them, never Swift's encoding of the enum they are held in.
      console.print(JSONValue.array(invocations.map(\.json)).prettyPrinted)
      return
    }
    var table = TextTable(["PHRASE", "INTENT"])
    for invocation in invocations { table.add([invocation.phrase, invocation.intent]) }
    console.print(table.rendered)
  }
}
