/// An intent that configures a widget: its parameters are the widget's settings, chosen by the
/// person; it is never performed.
///
/// The OpenIntents runtime describes it and resolves its parameters like any intent's; running
/// it returns its configuration (the resolved parameters and their summary) without calling
/// `perform()`.
public protocol WidgetConfigurationIntent: AppIntent {
  /// Never: a configuration intent has no result.
  associatedtype NeverResult where Self.NeverResult == Never
}

extension WidgetConfigurationIntent {
  /// Never called: the system reads the parameters instead.
  public func perform() async throws -> Self.NeverResult {
    throw AppIntentError.notPerformed(Self.self, "configures a widget")
  }
}

/// An intent that configures a control (Control Center, Lock Screen): its parameters are the
/// control's settings; it is never performed.
///
/// The OpenIntents runtime runs it as it runs a ``WidgetConfigurationIntent``: it resolves the
/// parameters and returns the configuration.
public protocol ControlConfigurationIntent: AppIntent {
  /// Never: a configuration intent has no result.
  associatedtype NeverResult where Self.NeverResult == Never
}

extension ControlConfigurationIntent {
  /// Never called: the system reads the parameters instead.
  public func perform() async throws -> Self.NeverResult {
    throw AppIntentError.notPerformed(Self.self, "configures a control")
  }
}

/// An intent that replaces a SiriKit custom intent, keeping its identity so that shortcuts
/// people made with the old one keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The class name of the custom intent it replaces.
  static var intentClassName: String { get }
}

extension CustomIntentMigratedAppIntent {
  /// The custom intent's class name, so that saved runs of the old intent find this one.
  public static var persistentIdentifier: String { intentClassName }
}

extension AppIntentError {
  /// An error raised when an intent that is never performed is asked to perform.
  package static func notPerformed(_ type: Any.Type, _ role: String) -> AppIntentError {
    AppIntentError(
      "notPerformed",
      "\(type) \(role); it is never performed. Run it through the OpenIntents runtime, which "
        + "resolves its parameters and returns its configuration.")
  }

  /// An error raised for a feature Linux gives no meaning, saying so.
  package static func notAvailableOnLinux(_ feature: String, _ instead: String) -> AppIntentError {
    AppIntentError("notAvailableOnLinux", "\(feature) is not available on Linux; \(instead)")
  }
}
