import Foundation
package import UniformTypeIdentifiers

/// The declared settings of a parameter besides its title and default: every option of every
/// `@Parameter` form lands here, so the runtime honours one shape whatever form declared it.
package struct IntentParameterConfiguration: Sendable {
  /// What the parameter is for.
  package var description: LocalizedStringResource?
  /// The prompt when the system asks for a value.
  package var requestValueDialog: IntentDialog?
  /// The prompt when the system asks to choose among values.
  package var requestDisambiguationDialog: IntentDialog?
  /// How the parameter connects to a previous action's result.
  package var inputConnectionBehavior: InputConnectionBehavior = .default
  /// The provider of the parameter's options, when declared with `optionsProvider:`.
  package var optionsProvider: (any DynamicOptionsProvider)? { declaredProvider?.provider }
  private var declaredProvider: DeclaredOptionsProvider?
  /// The query that finds the parameter's entities, when declared with `query:` (or an options
  /// provider that is itself an entity query).
  package var query: (any EntityQuery)?
  /// The values the parameter is limited to, when declared with `supportedValues:`.
  package var supportedValues: [any Sendable]?
  /// The allowed range, both bounds included, when declared with `inclusiveRange:`.
  package var range: ParameterRange?
  /// The resolvers that turn other kinds of input into the parameter's type, in order.
  package var resolvers: [any Resolver] = []
  /// The declared control style (`IntControlStyle` or `DoubleControlStyle`).
  package var controlStyle: (any Sendable)?
  /// The declared date kind (`DateKind`).
  package var dateKind: (any Sendable)?
  /// How text is typed, for a text parameter.
  package var inputOptions: String.IntentInputOptions?
  /// The names of `true` and `false`, for a Boolean parameter.
  package var booleanNames: Bool.IntentDisplayName?
  /// The unit of a measurement parameter: fixed (`unit:`) or preselected (`defaultUnit:`).
  package var unit: ParameterUnit?
  /// Whether the unit follows the person's locale.
  package var unitAdjustForLocale: Bool?
  /// Whether a measurement may be negative.
  package var supportsNegativeNumbers: Bool?
  /// How many items a list parameter takes.
  package var collectionSize: IntentCollectionSize?
  /// How many items a list parameter takes in each widget size.
  package var collectionSizes: [IntentWidgetFamily: IntentCollectionSize]?
  /// The content types a file parameter accepts.
  package var supportedContentTypes: [UTType]?
  /// The content types, currencies or people the parameter accepts.
  package var valueOptions = IntentValueOptions()
  /// How a place is shown (`PlacemarkDisplayStyle`).
  package var displayStyle: (any Sendable)?

  package init() {}

  /// Sets the options provider; one that is an entity query also finds the entities.
  package mutating func setOptionsProvider(_ provider: some DynamicOptionsProvider) {
    declaredProvider = DeclaredOptionsProvider(provider: provider)
    if let query = provider as? any EntityQuery { self.query = query }
  }

  /// Limits the values to some of a type's cases; all of them (`supportedValues`' default) is no
  /// limit.
  package mutating func limit(to values: [some Sendable], among count: Int) {
    supportedValues = values.count == count ? nil : values.map { $0 as any Sendable }
  }

  /// The control style's name (`field`, `slider` or `stepper`), as the surfaces show it.
  package var controlStyleName: String? { controlStyle.map { "\($0)" } }

  /// The date kind's name (`date`, `time` or `dateTime`), as the surfaces show it.
  package var dateKindName: String? { dateKind.map { "\($0)" } }
}

/// The options provider a parameter declared with `optionsProvider:`.
///
/// The one member of a parameter's configuration whose type is not Sendable: Apple's
/// `DynamicOptionsProvider` does not refine `Sendable`, and `@Parameter(optionsProvider:)` takes
/// the app's provider without `sending`, so neither its type nor its region proves it. No lock
/// can stand in for that proof either: the runtime calls the provider's async methods, which a
/// lock cannot be held across.
private struct DeclaredOptionsProvider: @unchecked Sendable {
  // @unchecked Sendable, without a lock: the provider belongs to one intent instance — the
  // runtime creates a fresh one for each run and each description (IntentRuntime) and resolves
  // its parameters one after another on that run's task (ParameterOptions) — so it is never
  // used from two tasks at once. Nothing else in the configuration needs this.
  let provider: any DynamicOptionsProvider
}

/// An allowed range of a parameter's values, both bounds included, checked with the values' own
/// ordering whatever their type: numbers, dates, durations, measurements, decimals.
package struct ParameterRange: Sendable {
  /// The smallest value allowed.
  package let lowerBound: any Sendable
  /// The largest value allowed.
  package let upperBound: any Sendable
  /// The type of the bounds.
  package let boundType: Any.Type
  private let check: @Sendable (Any) -> Bool?

  /// A range of comparable values; the bounds may be given in either order.
  package init<Bound: Comparable & Sendable>(_ range: (lowerBound: Bound, upperBound: Bound)) {
    let low = min(range.lowerBound, range.upperBound)
    let high = max(range.lowerBound, range.upperBound)
    lowerBound = low
    upperBound = high
    boundType = Bound.self
    check = { value in (value as? Bound).map { low <= $0 && $0 <= high } }
  }

  /// A range over a part of the values, such as the amount of a currency amount.
  package init<Bound: Comparable & Sendable>(
    _ range: (lowerBound: Bound, upperBound: Bound), of part: @escaping @Sendable (Any) -> Bound?
  ) {
    let whole = ParameterRange(range)
    lowerBound = whole.lowerBound
    upperBound = whole.upperBound
    boundType = Bound.self
    check = { value in part(value).flatMap { whole.contains($0) } }
  }

  /// Whether the value lies in the range; `nil` when it is not of the bounds' type, which the
  /// runtime reports as an error instead of letting it pass.
  package func contains(_ value: Any) -> Bool? { check(value) }

  /// A range of currency amounts, checked against their amount whatever their currency.
  static func amounts(_ range: (lowerBound: Decimal, upperBound: Decimal)) -> ParameterRange {
    ParameterRange(range, of: { ($0 as? IntentCurrencyAmount)?.amount })
  }
}
