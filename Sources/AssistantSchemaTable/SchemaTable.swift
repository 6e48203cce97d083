// The schema catalogue as the schema macros and intents-lint see it: for each schema, what a
// declaration adopting it must declare. The entries are generated from
// Scripts/assistant-schemas/catalogue.json (see SchemaTable+Entries.swift); nothing here is
// written per schema. This target is shared by AppIntentsMacros, which reports a declaration
// that misses its schema when the app builds, and IntentsLint, which reports the same from the
// sources (rule `schema-requirement-missing`): one table, one check (SchemaCheck.swift).

/// Apple's app schemas (and their iOS 18 to 26 `AssistantSchemas` names), as data the schema
/// macros and the linter check declarations against.
package enum SchemaTable {
  /// The kind of a schema, and of the macro that adopts it.
  package enum Kind: String, CaseIterable, Sendable {
    case intent
    case entity
    case enumeration = "enum"

    /// The macro's name in the current spelling: `AppIntent`, `AppEntity`, `AppEnum`.
    package var macroName: String {
      switch self {
      case .intent: "AppIntent"
      case .entity: "AppEntity"
      case .enumeration: "AppEnum"
      }
    }

    /// The name of the kind in the `AppSchema` namespace: `Intent`, `Entity`, `Enum`.
    package var typeName: String {
      switch self {
      case .intent: "Intent"
      case .entity: "Entity"
      case .enumeration: "Enum"
      }
    }

    /// What a member of such a type is called: a parameter of an intent, a property of an entity.
    package var memberNoun: String {
      switch self {
      case .intent: "parameter"
      case .entity, .enumeration: "property"
      }
    }
  }

  /// A member a schema expects: its name and the types it may have.
  package struct Member: Sendable {
    package let name: String
    /// The accepted types, in the catalogue's notation (`Date?`, `[entity:photos.asset]`).
    package let types: [SchemaType]
    /// Whether a declaration must declare it.
    package let isRequired: Bool

    // Not inlined: the generated table calls the initializers of `Entry`, `Member` and `Static`
    // about a thousand times in one initializer, and inlining them there (with the notation's
    // parser) took the optimizer over 25 minutes of a core in a release build; not inlined,
    // the module builds in under a minute.
    @inline(never)
    init(_ name: String, _ types: [String], required: Bool = true) {
      self.name = name
      self.types = types.map(SchemaType.init(notation:))
      self.isRequired = required
    }
  }

  /// A static member a schema's protocols need, with the declaration a fix-it inserts.
  package struct Static: Sendable {
    package let name: String
    package let insert: String

    // Not inlined: see `Member.init`.
    @inline(never)
    init(_ name: String, insert: String) {
      self.name = name
      self.insert = insert
    }
  }

  /// One schema.
  package struct Entry: Sendable {
    package let kind: Kind
    package let domain: String
    package let name: String
    /// The schema's identifier in Apple's interface, also the name of Apple's example type for
    /// an entity or enum schema (`PhotoAlbumEntity`).
    package let id: String
    package let members: [Member]
    /// Protocols the adopting type must conform to beyond its kind's (`OpenIntent`…).
    package let protocols: [String]
    /// What `perform()` must return a value of; `nil` when any result will do.
    package let result: SchemaType?
    /// The type `id` must have, when the schema fixes it.
    package let idType: String?
    package let statics: [Static]

    // Not inlined: see `Member.init`.
    @inline(never)
    init(
      _ kind: Kind, domain: String, name: String, id: String, members: [Member] = [],
      protocols: [String] = [], result: String? = nil, idType: String? = nil,
      statics: [Static] = []
    ) {
      self.kind = kind
      self.domain = domain
      self.name = name
      self.id = id
      self.members = members
      self.protocols = protocols
      self.result = result.map(SchemaType.init(notation:))
      self.idType = idType
      self.statics = statics
    }

    /// The schema as written in the attribute: `.photos.openAsset`.
    package var spelling: String { ".\(domain).\(name)" }

    /// The expression of the schema's value in generated code: `AppIntents.AppSchema(__intent:
    /// "OpenMediaAssetIntent")`. It names the identifier rather than the accessor, so that a
    /// schema Apple deprecates warns once, where the app names it, not again in the expansion.
    package var expression: String {
      "AppIntents.AppSchema(__\(kind.rawValue): \"\(id)\")"
    }

    /// The tag type naming an entity or enum schema in compile-time checks.
    package var tag: String { SchemaTable.tag(kind: kind, domain: domain, name: name) }
  }

  /// The tag type of a schema: `AppIntents.__AssistantSchemaTag.PhotosEntity.Asset`.
  package static func tag(kind: Kind, domain: String, name: String) -> String {
    "AppIntents.__AssistantSchemaTag.\(domain.uppercasedFirst)\(kind.typeName)."
      + name.uppercasedFirst
  }

  /// The schema of a kind with a domain and name.
  package static func entry(kind: Kind, domain: String, name: String) -> Entry? {
    entries.first { $0.kind == kind && $0.domain == domain && $0.name == name }
  }

  /// The domains that have schemas of a kind, in the catalogue's order.
  package static func domains(of kind: Kind) -> [String] {
    var seen: [String] = []
    for entry in entries where entry.kind == kind && !seen.contains(entry.domain) {
      seen.append(entry.domain)
    }
    return seen
  }

  /// The schemas of a kind in a domain.
  package static func names(of kind: Kind, in domain: String) -> [String] {
    entries.filter { $0.kind == kind && $0.domain == domain }.map(\.name)
  }
}

extension String {
  /// The string with its first character uppercased: `photos` → `Photos`.
  package var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }
}
