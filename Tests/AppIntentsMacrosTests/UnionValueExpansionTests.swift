import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros

// The compiler passes the conformances the enum lacks; so does the test.
@Suite struct UnionValueExpansionTests {
  static let macros = [
    "UnionValue": MacroSpec(
      type: UnionValueMacro.self,
      conformances: ["_IntentValueRepresentable", "UnionValue"].map {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
      })
  ]

  @Test func expandsAnEnumOfEntities() {
    expectMacro(
      """
      @UnionValue
      enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }
      """,
      expansion: #"""
      enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }

      extension VisualSearchResult: _IntentValueRepresentable, UnionValue {
        static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "landmark", {
                Self.landmark($0)
              }), AppIntents.UnionValueCase(name: "collection", {
                Self.collection($0)
              })]
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
      """#,
      macros: Self.macros
    )
  }

  @Test func publicEnumGetsPublicMembers() {
    expectMacro(
      """
      @UnionValue
      public enum Duration: Sendable {
        case minutes(Int), text(label: String)
      }
      """,
      expansion: #"""
      public enum Duration: Sendable {
        case minutes(Int), text(label: String)
      }

      extension Duration: _IntentValueRepresentable, UnionValue {
        public static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "minutes", {
                Self.minutes($0)
              }), AppIntents.UnionValueCase(name: "text", {
                Self.text(label: $0)
              })]
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
      """#,
      macros: Self.macros
    )
  }

  @Test func diagnosesACaseWithoutAValue() {
    expectMacro(
      """
      @UnionValue
      enum Result {
        case landmark(LandmarkEntity)
        case nothing
      }
      """,
      diagnostics: """
      @UnionValue
      enum Result {
        case landmark(LandmarkEntity)
        case nothing
             ┬──────
             ╰─ 🛑 @UnionValue needs every case to carry exactly one value; 'nothing' carries none; write 'case nothing(SomeEntity)'
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesACaseWithTwoValues() {
    expectMacro(
      """
      @UnionValue
      enum Result {
        case pair(LandmarkEntity, CollectionEntity)
      }
      """,
      diagnostics: """
      @UnionValue
      enum Result {
        case pair(LandmarkEntity, CollectionEntity)
             ┬─────────────────────────────────────
             ╰─ 🛑 @UnionValue needs every case to carry exactly one value; 'pair' carries 2; write 'case pair(SomeEntity)'
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAStruct() {
    expectMacro(
      """
      @UnionValue
      struct Result {
        var value: Int
      }
      """,
      diagnostics: """
      @UnionValue
      ┬──────────
      ╰─ 🛑 @UnionValue applies to an enum whose cases each carry one value, such as 'enum Result { case landmark(LandmarkEntity) }'
      struct Result {
        var value: Int
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAnEnumWithoutCases() {
    expectMacro(
      """
      @UnionValue
      enum Result {
      }
      """,
      diagnostics: """
      @UnionValue
      ┬──────────
      ╰─ 🛑 @UnionValue needs at least one case carrying a value
      enum Result {
      }
      """,
      macros: Self.macros
    )
  }
}

/// With `AppUnionValue` among the conformances the compiler asks for (iOS 27), the expansion
/// also writes the union's `Cases`.
@Suite struct AppUnionValueExpansionTests {
  static let macros = [
    "UnionValue": MacroSpec(
      type: UnionValueMacro.self,
      conformances: ["_IntentValueRepresentable", "UnionValue", "AppUnionValue"].map {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
      })
  ]

  @Test func writesTheCasesOfAnAppUnionValue() {
    expectMacro(
      """
      @UnionValue
      public enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }
      """,
      expansion: #"""
      public enum VisualSearchResult {
        case landmark(LandmarkEntity)
        case collection(CollectionEntity)
      }

      extension VisualSearchResult: _IntentValueRepresentable, UnionValue, AppUnionValue {
        public static var unionCases: [AppIntents.UnionValueCase] {
          [AppIntents.UnionValueCase(name: "landmark", {
                Self.landmark($0)
              }), AppIntents.UnionValueCase(name: "collection", {
                Self.collection($0)
              })]
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
      """#,
      macros: Self.macros
    )
  }
}
