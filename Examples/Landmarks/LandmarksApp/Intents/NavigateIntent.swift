public import AppIntents

/// Shows one of the app's sections.
public struct NavigateIntent: AppIntent {
  public static let title: LocalizedStringResource = "Go to Section"
  public static let openAppWhenRun = true
  public static var parameterSummary: some ParameterSummary { Summary("Go to \(\.$section)") }

  @Parameter(title: "Section") public var section: NavigationOption

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Showing \(section.localizedStringResource).")
  }
}
