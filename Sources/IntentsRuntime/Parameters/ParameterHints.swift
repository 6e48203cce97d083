import AppIntents

/// How a parameter is entered, as its `@Parameter` declared it: hints a surface shows (a
/// slider, a unit, a keyboard) and constraints the runtime enforces (a list size, a sign,
/// single-line text). Each field is `nil` when not declared.
public struct ParameterHints: Sendable, Hashable, Codable {
  /// `field`, `slider` or `stepper`, for numbers.
  public var controlStyle: String?
  /// `date`, `time` or `dateTime`, for dates.
  public var dateKind: String?
  /// The unit of a measurement: its name (`kilometers`) and symbol (`km`).
  public var unit: Unit?
  /// Whether the unit follows the person's locale.
  public var unitAdjustForLocale: Bool?
  /// Whether a measurement may be negative; the runtime refuses negative values when `false`.
  public var supportsNegativeNumbers: Bool?
  /// How text is typed.
  public var inputOptions: InputOptions?
  /// The names of `true` and `false`.
  public var booleanNames: [String]?
  /// The fewest and most items of a list; the runtime refuses other lengths.
  public var collectionSize: [Int]?
  /// The content types a file parameter accepts, as type identifiers.
  public var contentTypes: [String]?
  /// Whether the options come from the app's provider (and depend on other parameters).
  public var hasDynamicOptions: Bool?

  /// The unit of a measurement parameter.
  public struct Unit: Sendable, Hashable, Codable {
    /// The unit's name, as `@Parameter` declared it (`kilometers`).
    public var name: String
    /// The unit's symbol (`km`).
    public var symbol: String
    /// Whether every value is in this unit (`unit:`), or it is preselected (`defaultUnit:`).
    public var isFixed: Bool
    /// Every unit of the dimension a value may be given in, by name.
    public var choices: [String]
  }

  /// How text is typed.
  public struct InputOptions: Sendable, Hashable, Codable {
    /// The keyboard: `default`, `asciiCapable`, `numbersAndPunctuation`, `URL`, `numberPad`.
    public var keyboardType: String
    /// Capitalization: `none`, `words`, `sentences`, `allCharacters`.
    public var capitalizationType: String
    /// Whether the text may have several lines; the runtime refuses line breaks otherwise.
    public var multiline: Bool
    /// Whether spelling is corrected.
    public var autocorrect: Bool
    /// Whether quotes are made typographic.
    public var smartQuotes: Bool
    /// Whether double hyphens become dashes.
    public var smartDashes: Bool
  }

  /// The hints of a parameter; `nil` when it declares none.
  init?(_ parameter: any AnyIntentParameter) {
    let configuration = parameter.parameterConfiguration
    controlStyle = configuration.controlStyleName
    dateKind = configuration.dateKindName
    unit = configuration.unit.map {
      Unit(
        name: $0.name, symbol: $0.dimension.symbol, isFixed: $0.isFixed,
        choices: $0.choices.map(\.name))
    }
    unitAdjustForLocale = configuration.unitAdjustForLocale
    supportsNegativeNumbers = configuration.supportsNegativeNumbers
    inputOptions = configuration.inputOptions.map {
      InputOptions(
        keyboardType: "\($0.keyboardType)", capitalizationType: "\($0.capitalizationType)",
        multiline: $0.multiline, autocorrect: $0.autocorrect, smartQuotes: $0.smartQuotes,
        smartDashes: $0.smartDashes)
    }
    booleanNames = configuration.booleanNames.map {
      [String(localized: $0.true), String(localized: $0.false)]
    }
    collectionSize = ParameterChecks.allowedSize(parameter).map { [$0.minimum, $0.maximum] }
    contentTypes = configuration.supportedContentTypes?.map(\.identifier)
    hasDynamicOptions = ParameterOptions.provider(of: parameter) != nil ? true : nil
    if self == ParameterHints.none { return nil }
  }

  private init() {}
  private static let none = ParameterHints()
}
