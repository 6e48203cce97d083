public import AppIntents

/// The App Shortcuts the app offers without setup.
public struct LandmarksShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenLandmarkIntent(),
      phrases: [
        "Open \(\.$landmark) in \(.applicationName)", "Show \(\.$landmark) in \(.applicationName)",
      ],
      shortTitle: "Open Landmark", systemImageName: "building.columns")
    AppShortcut(
      intent: FindTicketsIntent(),
      phrases: ["Find tickets to \(\.$landmark) with \(.applicationName)"],
      shortTitle: "Find Tickets", systemImageName: "ticket")
    AppShortcut(
      intent: NavigateIntent(),
      phrases: ["Go to \(\.$section) in \(.applicationName)"],
      shortTitle: "Go to Section", systemImageName: "map")
  }
}
