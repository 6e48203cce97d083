import MacroTesting
import Testing

@testable import AppIntentsMacros

@Suite(.macros(["DeferredProperty": DeferredPropertyMacro.self], record: .missing))
struct DeferredPropertyExpansionTests {
  @Test func expandsAThrowingAsyncGetter() {
    assertMacro {
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int {
          get async throws { try await service.status(id) }
        }
      }
      """
    }
  }

  @Test func expandsANonThrowingAsyncGetterWithATitle() {
    assertMacro {
      """
      struct LandmarkEntity {
        @DeferredProperty(title: "Crowd")
        var crowdStatus: String {
          get async { await service.status(id) }
        }
      }
      """
    }
  }

  @Test func diagnosesASynchronousGetterWithAFixIt() {
    assertMacro {
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int { 3 }
      }
      """
    }
  }

  @Test func diagnosesASetter() {
    assertMacro {
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int {
          get async { 3 }
          set { }
        }
      }
      """
    }
  }
}
