/// An action an app offers to the system: Siri, Shortcuts, Spotlight — and, through
/// OpenIntents, a command line, HTTP and AI agents.
///
/// ```swift
/// struct OpenLandmarkIntent: AppIntent {
///   static let title: LocalizedStringResource = "Open Landmark"
///
///   @Parameter(title: "Landmark") var landmark: LandmarkEntity
///
///   func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "Opening \(landmark.name)")
///   }
/// }
/// ```
///
/// The system creates intents with `init()`, fills in their parameters and calls `perform()`.
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// The type of the parameter summary.
  associatedtype SummaryContent: ParameterSummary

  /// The intent's name, such as "Open Landmark".
  static var title: LocalizedStringResource { get }
  /// Whether running the intent brings the app to the foreground.
  static var openAppWhenRun: Bool { get }
  /// The ways the intent can run.
  static var supportedModes: IntentModes { get }
  /// When the intent may run without the device being unlocked.
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  /// Whether the intent is offered to people, or only used by other intents and shortcuts.
  static var isDiscoverable: Bool { get }
  /// The processes the intent may run in (``IntentExecutionTargets``); by default, any.
  static var allowedExecutionTargets: IntentExecutionTargets { get }
  /// A sentence describing the intent with its parameters, such as "Open ‹landmark›".
  static var parameterSummary: SummaryContent { get }
  /// What the intent does.
  static var description: IntentDescription? { get }

  /// Does the intent's work.
  func perform() async throws -> PerformResult
  /// Creates an intent whose parameters the system fills in.
  init()
}

// MARK: - Default Implementations

extension AppIntent {
  /// Runs without opening the app.
  public static var openAppWhenRun: Bool { false }
  /// Runs in the background, or in the foreground when `openAppWhenRun` says so.
  public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
  /// Runs whether or not the device is unlocked.
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
  /// No description.
  public static var description: IntentDescription? { nil }
  /// Offered to people.
  public static var isDiscoverable: Bool { true }
  /// No summary sentence.
  public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

  /// Inside an intent, `@Parameter` declares an ``IntentParameter``.
  public typealias Parameter = IntentParameter
  /// A dependency injected by the system: `@Dependency var store: Store`.
  public typealias Dependency = AppDependency
  /// A parameter summary sentence: `Summary("Open \(\.$landmark)")`.
  public typealias Summary = IntentParameterSummary<Self>
  /// An option of ``requestChoice(between:dialog:)``.
  public typealias Option = IntentChoiceOption
  /// A summary chosen by a condition: `When(\.$collection, .hasAnyValue) { … } otherwise: { … }`.
  public typealias When = ParameterSummaryWhenCondition
  /// A summary chosen by a parameter's value: `Switch(\.$mode) { Case(.walk) { … } … }`.
  public typealias Switch<Value, CaseCondition> = ParameterSummarySwitchCondition<
    Self, Value, CaseCondition
  > where Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
  /// A case of a `Switch`.
  public typealias Case = ParameterSummaryCaseCondition
  /// The default case of a `Switch`.
  public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

/// When an intent may run relative to the device's lock state.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
  /// Always.
  case alwaysAllowed
  /// Only after the person has authenticated.
  case requiresAuthentication
  /// Only on a device that is unlocked.
  case requiresLocalDeviceAuthentication
}

/// The ways an intent can run: in the background, or bringing the app forward.
public struct IntentModes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates modes from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Runs without showing the app.
  public static var background: IntentModes { IntentModes(rawValue: 1 << 0) }
  /// Brings the app to the foreground immediately.
  public static var foreground: IntentModes { foreground(.immediate) }

  /// Brings the app to the foreground, when the mode says.
  public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
    IntentModes(rawValue: foregroundMode.bit)
  }

  /// When a foreground intent brings the app forward.
  public struct ForegroundMode: Hashable, Sendable {
    let bit: Int
    /// Before `perform()` starts.
    public static var immediate: ForegroundMode { ForegroundMode(bit: 1 << 1) }
    /// When `perform()` asks to continue in the foreground.
    public static var deferred: ForegroundMode { ForegroundMode(bit: 1 << 2) }
    /// As `perform()` decides.
    public static var dynamic: ForegroundMode { ForegroundMode(bit: 1 << 3) }
  }
}

/// How a parameter connects to the result of the previous action in a shortcut.
public enum InputConnectionBehavior: Sendable, Hashable {
  /// As the system decides.
  case `default`
  /// Never connect.
  case never
  /// Connect to the previous action's result.
  case connectToPreviousIntentResult
}

extension Never: AppIntent {
  /// Never runs.
  public static var title: LocalizedStringResource { "Never" }
  /// Never runs.
  public init() { fatalError("Never cannot be created") }
  /// Never runs.
  public func perform() async throws -> Never { fatalError("Never cannot be performed") }
}
