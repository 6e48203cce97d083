import MacroTesting
import Testing

@testable import AppIntentsMacros

@Suite(.macros(["UnionValue": UnionValueMacro.self], record: .missing))
struct UnionValueExpansionTests {
  @Test func expandsAnEnumOfEntities() {
    assertMacro {
      """
      @UnionValue
      enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }
      """
    }
  }

  @Test func publicEnumGetsPublicMembers() {
    assertMacro {
      """
      @UnionValue
      public enum Duration: Sendable {
        case minutes(Int), text(label: String)
      }
      """
    }
  }

  @Test func diagnosesACaseWithoutAValue() {
    assertMacro {
      """
      @UnionValue
      enum Result {
        case landmark(LandmarkEntity)
        case nothing
      }
      """
    }
  }

  @Test func diagnosesACaseWithTwoValues() {
    assertMacro {
      """
      @UnionValue
      enum Result {
        case pair(LandmarkEntity, CollectionEntity)
      }
      """
    }
  }

  @Test func diagnosesAStruct() {
    assertMacro {
      """
      @UnionValue
      struct Result {
        var value: Int
      }
      """
    }
  }

  @Test func diagnosesAnEnumWithoutCases() {
    assertMacro {
      """
      @UnionValue
      enum Result {
      }
      """
    }
  }
}
