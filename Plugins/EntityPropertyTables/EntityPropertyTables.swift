import PackagePlugin

/// Writes, on every build of a target that applies it, the property tables of the target's
/// structs: what the runtime needs to know an entity type's `@Property`, `@ComputedProperty` and
/// `@DeferredProperty` properties without an instance (see `PropertyTableGenerator`).
///
///     .target(name: "MyApp", dependencies: [...],
///             plugins: [.plugin(name: "EntityPropertyTables", package: "openintents")])
@main
struct EntityPropertyTables: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
      .sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "EntityPropertyTables.swift")
    return [
      .buildCommand(
        displayName: "Writing the entity property tables of \(module.name)",
        executable: try context.tool(named: "openintents-property-tables").url,
        arguments: ["--module", module.moduleName, output.path] + sources.map(\.path),
        inputFiles: sources, outputFiles: [output])
    ]
  }
}
