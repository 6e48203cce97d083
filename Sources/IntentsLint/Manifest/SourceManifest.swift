import Foundation

/// An app's manifest as its Swift sources declare it, read without building or running the app:
/// the Linux answer to Apple's metadata step, in the shape of the runtime's `Manifest`.
///
/// ```swift
/// let manifest = SourceManifest([("Sources/App/Books.swift", source)])
/// print(try manifest.json())
/// ```
///
/// Its JSON has the runtime manifest's keys, sorted as the runtime sorts them, so that the two
/// diff cleanly. It carries only what source can tell: a field the app computes when it runs (a
/// title built from a variable, a query declared in another module) is left out, and
/// ``notes`` says which and why. Some fields are never derived: a parameter's `hints` and
/// `allowedValues`, an intent's `deprecation`, an entity's `valueRepresentations`, and the
/// `identifier`, `meaning` and `surface` of an assistant schema, which come from Apple's catalog
/// of schemas, not from the app.
public struct SourceManifest: Sendable, Hashable, Codable {
  /// The app's name: the `name:` of the sources' `IntentsHost(name: "…")`, or the one given.
  public var app: String?
  /// The version of the runtime manifest's format this follows.
  public var formatVersion = 1
  /// The entity types, by identifier.
  public var entities: [Entity]
  /// The enum types, by identifier.
  public var enums: [Enumeration]
  /// The intents, by identifier.
  public var intents: [Intent]
  /// The App Shortcuts, by intent and first phrase.
  public var shortcuts: [Shortcut]
  /// What the sources do not say, each with where and why: left out of the JSON.
  public var notes: [String] = []

  private enum CodingKeys: String, CodingKey {
    case app, formatVersion, entities, enums, intents, shortcuts
  }

  /// The manifest of the files, each given with the path to report and its text; `appName`
  /// names the app when given, else the sources' `IntentsHost(name:)` does.
  ///
  /// Every entity, enum and intent type the files declare is listed, whether or not a host
  /// registers it; a type only extended in the files is not. Malformed source yields less, never
  /// a crash.
  public init(_ files: [(path: String, source: String)], appName: String? = nil) {
    let index = SourceIndex(files: files.map { LintedFile(path: $0.path, source: $0.source) })
    var reader = ManifestReader(index: index)
    self = reader.manifest()
    if let appName { app = appName }
  }

  init(
    app: String?, entities: [Entity], enums: [Enumeration], intents: [Intent],
    shortcuts: [Shortcut], notes: [String]
  ) {
    self.app = app
    self.entities = entities
    self.enums = enums
    self.intents = intents
    self.shortcuts = shortcuts
    self.notes = notes
  }

  /// The manifest as pretty-printed JSON with sorted keys, as the runtime writes its own.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

extension SourceManifest {
  /// An entity type.
  public struct Entity: Sendable, Hashable, Codable {
    /// Its persistent identifier: the type's name, or its `persistentIdentifier` literal.
    public var identifier: String
    /// Its display name (`typeDisplayRepresentation`).
    public var name: String?
    /// The key of its `numericFormat`, with `%lld` for an `\(placeholder: .int)`.
    public var numericFormat: String?
    /// Its synonyms.
    public var synonyms: [String]?
    /// The form of its identifiers: `integer`, `uuid`, `string`, `number`, or the type's name.
    public var identifierForm: String?
    /// What its default query can do.
    public var capabilities: Capabilities?
    /// Its `@Property`, `@ComputedProperty` and `@DeferredProperty` properties.
    public var properties: [Property]
    /// The description of its Find (`findIntentDescription`).
    public var findDescription: String?
    /// Its URL template (`urlRepresentation`), with `{id}`.
    public var urlTemplate: String?
    /// The content types its `transferRepresentation` exports, most preferred first.
    public var exportedContentTypes: [String]?
    /// The assistant schema it adopts (`@AppEntity(schema:)`).
    public var schema: Schema?
    /// `true` for a `SyncableEntity`.
    public var syncable: Bool?
  }

  /// What an entity type's query can do, named as the runtime names it.
  public struct Capabilities: Sendable, Hashable, Codable {
    /// `string` (an `EntityStringQuery`), `derived` (an enumerable query) or `none`.
    public var textSearch: String
    /// `declared` (an `EntityPropertyQuery`), `derived` (an enumerable query) or `none`.
    public var find: String
    /// Whether the query lists every entity (`EnumerableEntityQuery`).
    public var enumerable: Bool
    /// Whether the type is a `UniqueAppEntity`.
    public var unique: Bool
    /// Whether the type is an `IndexedEntity`.
    public var indexed: Bool
  }

  /// A property of an entity type.
  public struct Property: Sendable, Hashable, Codable {
    /// The property's name.
    public var name: String
    /// Its title: the declared one, or one made from the name.
    public var title: String?
    /// Its value type; `nil` when source cannot place it.
    public var value: Value?
    /// The comparisons a Find can use on it, in the runtime's order.
    public var comparators: [String]?
    /// Whether a Find can sort by it.
    public var sortable: Bool?
    /// Whether it is a `@DeferredProperty`.
    public var deferred: Bool
  }

  /// A property's or parameter's value type.
  public struct Value: Sendable, Hashable, Codable {
    /// The kind of value.
    public var kind: ValueKind
    /// Whether the value may be absent.
    public var isOptional: Bool
    /// The Swift type as the runtime prints it: `Int?`, `Array<String>`.
    public var swiftType: String
  }

  /// An enum type.
  public struct Enumeration: Sendable, Hashable, Codable {
    /// A case.
    public struct Case: Sendable, Hashable, Codable {
      /// The raw value, as text.
      public var rawValue: String
      /// The case's title.
      public var title: String?
      /// The case's subtitle.
      public var subtitle: String?
      /// Other names of the case.
      public var synonyms: [String]?
    }

    /// Its persistent identifier.
    public var identifier: String
    /// Its display name.
    public var name: String?
    /// The cases, in declaration order.
    public var cases: [Case]
    /// The assistant schema it adopts (`@AppEnum(schema:)`).
    public var schema: Schema?
  }

  /// An intent.
  public struct Intent: Sendable, Hashable, Codable {
    /// A parameter.
    public struct Parameter: Sendable, Hashable, Codable {
      /// The parameter's name.
      public var name: String
      /// Its title: the declared one, or one made from the name.
      public var title: String?
      /// Its description.
      public var description: String?
      /// Its value type; `nil` when source cannot place it.
      public var value: Value?
      /// Whether a run must give it a value: it is neither optional nor defaulted.
      public var isRequired: Bool
      /// Its default value, when a literal.
      public var defaultValue: JSON?
      /// Its `inclusiveRange:`, when literal.
      public var range: [JSON]?
    }

    /// Its persistent identifier.
    public var identifier: String
    /// Its title.
    public var title: String?
    /// Its description.
    public var description: String?
    /// Its parameters, in declaration order.
    public var parameters: [Parameter]
    /// Whether running it opens the app.
    public var opensApp: Bool?
    /// Whether it is offered to people.
    public var isDiscoverable: Bool?
    /// Its parameter summary, with `‹Title›` for a parameter without a default.
    public var summary: String?
    /// The parameters its summary lists below the sentence.
    public var summaryParameters: [String]?
    /// The system intent kinds it adopts (`open`, `delete`…).
    public var kinds: [String]?
    /// The assistant schema it adopts (`@AppIntent(schema:)`).
    public var schema: Schema?
    /// The processes it may run in.
    public var executionTargets: [String]?
  }

  /// An assistant schema a type adopts, as written: `.photos.openAsset`.
  public struct Schema: Sendable, Hashable, Codable {
    /// `photos.openAsset`.
    public var id: String
    /// `intent`, `entity` or `enum`.
    public var kind: String
    /// `photos`.
    public var domain: String
    /// `openAsset`.
    public var name: String
    /// Whether the type is for an assistant only.
    public var isAssistantOnly: Bool
  }

  /// An App Shortcut.
  public struct Shortcut: Sendable, Hashable, Codable {
    /// The intent it runs.
    public var intent: String
    /// Its phrases, with `${applicationName}` and `${parameter}` placeholders.
    public var phrases: [String]
    /// Its short title.
    public var shortTitle: String?
    /// Its symbol.
    public var systemImageName: String?
  }
}
