import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros

// The compiler passes the conformances the enum lacks; so does the test.
@Suite(
  .macros([
    "UnionValue": MacroSpec(
      type: UnionValueMacro.self,
      conformances: ["_IntentValueRepresentable", "UnionValue"].map {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
      })
  ]))
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
    } expansion: {
      #"""
      enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }

      extension VisualSearchResult: _IntentValueRepresentable, UnionValue {
        static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "landmark", Self.landmark), AppIntents.UnionValueCase(name: "collection", Self.collection)]
        }
        static var allIntentValueTypes: [any AppIntents._IntentValue.Type] {
          unionCases.map(\.valueType)
        }
        var asIntentValue: any AppIntents._IntentValue {
          switch self {
          case .landmark(let value):
            value
          case .collection(let value):
            value
          }
        }
        var caseName: String {
          switch self {
          case .landmark:
            "landmark"
          case .collection:
            "collection"
          }
        }
      }
      """#
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
    } expansion: {
      #"""
      public enum Duration: Sendable {
        case minutes(Int), text(label: String)
      }

      extension Duration: _IntentValueRepresentable, UnionValue {
        public static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "minutes", Self.minutes), AppIntents.UnionValueCase(name: "text", Self.text(label:))]
        }
        public static var allIntentValueTypes: [any AppIntents._IntentValue.Type] {
          unionCases.map(\.valueType)
        }
        public var asIntentValue: any AppIntents._IntentValue {
          switch self {
          case .minutes(let value):
            value
          case .text(let value):
            value
          }
        }
        public var caseName: String {
          switch self {
          case .minutes:
            "minutes"
          case .text:
            "text"
          }
        }
      }
      """#
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
    } diagnostics: {
      """
      @UnionValue
      enum Result {
        case landmark(LandmarkEntity)
        case nothing
             ┬──────
             ╰─ 🛑 @UnionValue needs every case to carry exactly one value; 'nothing' carries none; write 'case nothing(SomeEntity)'
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
    } diagnostics: {
      """
      @UnionValue
      enum Result {
        case pair(LandmarkEntity, CollectionEntity)
             ┬─────────────────────────────────────
             ╰─ 🛑 @UnionValue needs every case to carry exactly one value; 'pair' carries 2; write 'case pair(SomeEntity)'
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
    } diagnostics: {
      """
      @UnionValue
      ┬──────────
      ╰─ 🛑 @UnionValue applies to an enum whose cases each carry one value, such as 'enum Result { case landmark(LandmarkEntity) }'
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
    } diagnostics: {
      """
      @UnionValue
      ┬──────────
      ╰─ 🛑 @UnionValue needs at least one case carrying a value
      enum Result {
      }
      """
    }
  }
}

/// With `AppUnionValue` among the conformances the compiler asks for (iOS 27), the expansion
/// also writes the union's `Cases`.
@Suite(
  .macros([
    "UnionValue": MacroSpec(
      type: UnionValueMacro.self,
      conformances: ["_IntentValueRepresentable", "UnionValue", "AppUnionValue"].map {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
      })
  ]))
struct AppUnionValueExpansionTests {
  @Test func writesTheCasesOfAnAppUnionValue() {
    assertMacro {
      """
      @UnionValue
      public enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }
      """
    } expansion: {
      #"""
      public enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }

      extension VisualSearchResult: _IntentValueRepresentable, UnionValue, AppUnionValue {
        public static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "landmark", Self.landmark), AppIntents.UnionValueCase(name: "collection", Self.collection)]
        }
        public static var allIntentValueTypes: [any AppIntents._IntentValue.Type] {
          unionCases.map(\.valueType)
        }
        public var asIntentValue: any AppIntents._IntentValue {
          switch self {
          case .landmark(let value):
            value
          case .collection(let value):
            value
          }
        }
        public var caseName: String {
          switch self {
          case .landmark:
            "landmark"
          case .collection:
            "collection"
          }
        }
        public enum Cases: String, AppIntents.AppUnionValueCasesProviding {
          case landmark, collection
          public typealias UnionValue = VisualSearchResult
        }
      }
      """#
    }
  }
}
