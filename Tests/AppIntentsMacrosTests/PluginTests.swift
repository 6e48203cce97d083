import Testing

@testable import AppIntentsMacros

@Suite struct PluginTests {
  @Test func pluginListsEveryMacro() {
    let names = AppIntentsMacrosPlugin().providingMacros.map { "\($0)" }
    #expect(names.contains("ComputedPropertyMacro"))
    #expect(names.contains("DeferredPropertyMacro"))
    #expect(names.contains("UnionValueMacro"))
  }
}
