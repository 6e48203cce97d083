/// Every rule of the linter, with its id, rationale and fix. The DocC article "Checking your
/// intents" lists them; a suppression comment names them by id.
public enum LintRules {
  // MARK: Queries (the seeds' review questions)

  public static let plainEntityQuery = LintRule(
    id: "plain-entity-query", severity: .warning,
    rationale:
      "A plain EntityQuery cannot match what a person says or types, so Siri asks \"which one?\" "
      + "again and again for an entity a parameter or a phrase needs.",
    fix:
      "Adopt EntityStringQuery and implement entities(matching:) (or EnumerableEntityQuery for a "
      + "small set).")

  public static let emptySuggestedEntities = LintRule(
    id: "empty-suggested-entities", severity: .warning,
    rationale:
      "suggestedEntities() returning [] leaves Shortcuts and Siri nothing to offer when they ask "
      + "which one.",
    fix: "Return a few useful defaults: the recent, favourite or nearby entities.")

  public static let queryWithoutSuggestions = LintRule(
    id: "query-without-suggestions", severity: .warning,
    rationale:
      "A query without suggestedEntities() gives Shortcuts no list to pick from and Siri no "
      + "options to offer when a parameter takes its entity.",
    fix: "Implement suggestedEntities() returning a few useful defaults.")

  public static let dependencyInQuery = LintRule(
    id: "dependency-in-query", severity: .warning,
    rationale:
      "A query runs without the app's views and often before anything registered the "
      + "dependency: @Dependency of a type (or key) nothing registers fails in Siri and Shortcuts.",
    fix:
      "Register a value of that type (or with that key) as the app starts "
      + "(AppDependencyManager.shared.add { Store() } in the app's init), or read a shared store "
      + "the query can reach itself.")

  public static let enumerableQueryReadsStore = LintRule(
    id: "enumerable-query-reads-store", severity: .remark,
    rationale:
      "EnumerableEntityQuery lists every entity whenever the system needs one: fine for a small "
      + "fixed set, slow for a store that grows.",
    fix:
      "Measure it with the doctor; past a few hundred entities adopt EntityStringQuery (and "
      + "EntityPropertyQuery for Find).")

  public static let deferredPropertyInQuery = LintRule(
    id: "deferred-property-in-query", severity: .warning,
    rationale:
      "A @DeferredProperty is computed only when someone asks for it by name; read in the "
      + "entity's query — or compared and sorted by in its Find — it is computed for every "
      + "entity listed, while a person waits.",
    fix:
      "List entities from stored values; make the value a @Property or @ComputedProperty if a "
      + "query needs it.")

  public static let localeInsensitiveMatching = LintRule(
    id: "locale-insensitive-matching", severity: .warning,
    rationale:
      "entities(matching:) receives text as a person said or typed it: an exact, case- and "
      + "accent-sensitive comparison misses \"eiffel\" for \"Eiffel Tower\".",
    fix: "Compare with localizedStandardContains(_:) or localizedCaseInsensitiveContains(_:).")

  // MARK: Entities

  public static let unstableEntityIdentifier = LintRule(
    id: "unstable-entity-id", severity: .error,
    rationale:
      "An identifier made when the entity is made (a default value, UUID(), Date(), an index or "
      + "a hash) differs each time: references, donations and Spotlight lose the entity.",
    fix: "Take the identifier from the data source: `let id: UUID` set from the stored record.")

  public static let entityWithoutProperties = LintRule(
    id: "entity-without-properties", severity: .remark,
    rationale:
      "An entity whose values are all plain properties declares nothing Shortcuts can show, "
      + "filter or pass on, and nothing Find can search.",
    fix: "Expose the values people ask about with @Property(title:).")

  // MARK: Intents

  public static let manualPerformCall = LintRule(
    id: "manual-perform-call", severity: .warning,
    rationale:
      "Calling another intent's perform() skips what the system does around a run: parameter "
      + "resolution, confirmation, dialog and donation.",
    fix:
      "Share the work through a function both intents call, or return the other intent with "
      + "opensIntent: / as a follow-up.")

  public static let duplicateAssistantSchema = LintRule(
    id: "duplicate-assistant-schema", severity: .error,
    rationale: "An assistant schema is adopted by one intent per app; Apple's build refuses two.",
    fix: "Keep the schema on one intent and remove it from the others.")

  public static let schemaRequirementMissing = LintRule(
    id: "schema-requirement-missing", severity: .error,
    rationale:
      "An intent, entity or enum adopting an assistant schema must declare what the schema "
      + "needs, with its types; the schema macro refuses the declaration when the app builds.",
    fix:
      "Declare what the message names (the parameter, property, conformance or result) with "
      + "the type the schema expects.")

  // MARK: Apple's build-time rules (and its documentation's)

  public static let nonConstantMetadata = LintRule(
    id: "non-constant-metadata", severity: .error,
    rationale:
      "Titles, type and case display representations and phrases are read at build time: Apple's "
      + "metadata step needs literals, not values computed when the app runs.",
    fix: "Write the value as a literal (string, dictionary or initializer of literals).")

  public static let appEnumRawValue = LintRule(
    id: "app-enum-raw-value", severity: .remark,
    rationale:
      "Apple's documentation asks for String raw values: the raw value is what shortcuts and "
      + "donations keep, and a number made from a case's position changes when cases move.",
    fix: "Declare the enum `: String, AppEnum`, or give every case an explicit raw value.")

  public static let phraseWithoutApplicationName = LintRule(
    id: "phrase-without-application-name", severity: .error,
    rationale:
      "Every App Shortcut phrase must contain the app's name, so that Siri knows which app is "
      + "meant.",
    fix: "Add \\(.applicationName) to the phrase.")

  public static let tooManyAppShortcuts = LintRule(
    id: "too-many-app-shortcuts", severity: .error,
    rationale:
      "An app declares at most \(Vocabulary.maximumAppShortcuts) App Shortcuts; Apple's build "
      + "refuses more.",
    fix: "Keep the most useful shortcuts; reach the others through parameters or Shortcuts.")

  public static let phraseParameterType = LintRule(
    id: "phrase-parameter-type", severity: .error,
    rationale:
      "A parameter in an App Shortcut phrase must be an AppEntity or an AppEnum: Siri matches "
      + "the spoken words against its values.",
    fix:
      "Make the parameter an AppEnum or AppEntity, or leave it out of the phrase and let Siri "
      + "ask for it.")

  /// Every rule, in the order the documentation lists them.
  public static let all: [LintRule] = [
    plainEntityQuery, emptySuggestedEntities, queryWithoutSuggestions, dependencyInQuery,
    enumerableQueryReadsStore, deferredPropertyInQuery, localeInsensitiveMatching,
    unstableEntityIdentifier, entityWithoutProperties, manualPerformCall, duplicateAssistantSchema,
    schemaRequirementMissing, nonConstantMetadata, appEnumRawValue, phraseWithoutApplicationName,
    tooManyAppShortcuts, phraseParameterType,
  ]

  /// The rule with the id.
  public static func rule(id: String) -> LintRule? { all.first { $0.id == id } }

  /// The checks, each reporting the findings of one or more rules.
  static let checks: [@Sendable (inout LintContext) -> Void] = [
    QueryChecks.check, DeferredPropertyChecks.check, EntityChecks.check, IntentChecks.check,
    SchemaChecks.check, MetadataChecks.check, ShortcutChecks.check,
  ]
}
