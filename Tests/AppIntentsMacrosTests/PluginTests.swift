import Testing

@testable import AppIntentsMacros

@Suite struct PluginTests {
  @Test func pluginListsEveryMacro() {
    #expect(AppIntentsMacrosPlugin().providingMacros.count >= 0)
  }
}
