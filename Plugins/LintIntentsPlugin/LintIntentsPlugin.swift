import Foundation
import PackagePlugin

/// `swift package lint-intents`: runs `intents-lint` over the package's Swift targets (or those
/// named with `--target`), passing the other arguments on (`--strict`, `--format sarif`…).
@main
struct LintIntentsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    let targets =
      try named.isEmpty
      ? context.package.targets : context.package.targets(named: named)
    let folders = targets.compactMap { target -> String? in
      guard let module = target as? SourceModuleTarget, module.kind != .test || !named.isEmpty
      else { return nil }
      return module.directoryURL.path
    }
    guard !folders.isEmpty else {
      Diagnostics.error("The package has no Swift source targets to check.")
      return
    }
    let tool = try context.tool(named: "intents-lint")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = extractor.remainingArguments + folders
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error(
        "intents-lint found problems (exit status \(process.terminationStatus)).")
    }
  }
}
