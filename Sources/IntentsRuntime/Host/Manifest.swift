import AppIntents

/// Everything a host serves, described: entity types with their properties and query
/// capabilities, enums with their cases, intents with their parameters, and App Shortcut phrase
/// templates. Its JSON is stable — sorted keys and sorted lists — so manifests diff cleanly
/// between versions of an app.
public struct Manifest: Sendable, Hashable, Codable {
  /// An App Shortcut, as written.
  public struct Shortcut: Sendable, Hashable, Codable {
    /// The intent it runs.
    public var intent: String
    /// Its phrases, with `${applicationName}` and `${parameter}` placeholders.
    public var phrases: [String]
    /// Its short title, if any.
    public var shortTitle: String?
    /// Its symbol, if any.
    public var systemImageName: String?
  }

  /// The app's name.
  public var app: String
  /// The version of this format.
  public var formatVersion = 1
  /// The entity types, by identifier.
  public var entities: [EntityTypeDescription]
  /// The enum types, by identifier.
  public var enums: [EnumTypeDescription]
  /// The intents, by identifier.
  public var intents: [IntentTypeDescription]
  /// The App Shortcuts, by intent and first phrase.
  public var shortcuts: [Shortcut]

  /// The manifest as pretty-printed JSON with sorted keys.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

extension IntentsHost {
  /// The manifest of everything the host serves.
  public func manifest() async -> Manifest {
    var entities: [EntityTypeDescription] = []
    for runtime in registry.entities.values.sorted(by: { $0.identifier < $1.identifier }) {
      entities.append(await scoped { await runtime.describe() })
    }
    let shortcuts = registry.shortcutProviders.flatMap { provider in
      provider.appShortcuts.map { shortcut in
        Manifest.Shortcut(
          intent: type(of: shortcut.intent).persistentIdentifier, phrases: shortcut.phraseTemplates,
          shortTitle: shortcut.shortTitle.map { String(localized: $0) },
          systemImageName: shortcut.systemImageName)
      }
    }.sorted { ($0.intent, $0.phrases.first ?? "") < ($1.intent, $1.phrases.first ?? "") }
    return Manifest(
      app: name, entities: entities,
      enums: registry.enums.values.map { $0.describe() }.sorted { $0.identifier < $1.identifier },
      intents: registry.intents.values.map { $0.describe() }.sorted {
        $0.identifier < $1.identifier
      },
      shortcuts: shortcuts)
  }
}

extension Manifest {
  /// Who a listing is for: types that adopt an assistant schema with `isAssistantOnly` are
  /// listed for an assistant only. This is an OpenIntents addition.
  public enum Audience: String, Sendable, Hashable, Codable, CaseIterable {
    /// An assistant — Siri on Apple platforms, an AI agent over MCP here: every type is listed.
    case assistant
    /// People and their automations — the Shortcuts app and Spotlight on Apple platforms, the
    /// command line's and HTTP's listings here: assistant-only types are left out, with the
    /// App Shortcuts that run assistant-only intents.
    case people
  }

  /// The manifest as an audience sees it.
  public func visible(to audience: Audience) -> Manifest {
    guard audience == .people else { return self }
    var manifest = self
    manifest.entities.removeAll { $0.schema?.isAssistantOnly == true }
    manifest.enums.removeAll { $0.schema?.isAssistantOnly == true }
    let hidden = Set(intents.filter { $0.schema?.isAssistantOnly == true }.map(\.identifier))
    manifest.intents.removeAll { hidden.contains($0.identifier) }
    manifest.shortcuts.removeAll { hidden.contains($0.intent) }
    return manifest
  }
}

extension IntentsHost {
  /// The manifest of what the host serves to an audience: everything for an assistant;
  /// without assistant-only types for people. This is an OpenIntents addition.
  public func manifest(for audience: Manifest.Audience) async -> Manifest {
    await manifest().visible(to: audience)
  }
}
