// `@UnionValue`: an extension of the enum adding the `UnionValue` conformance (and through it
// `_IntentValueRepresentable`) with the case metadata written out, and iOS 27's
// `AppUnionValue` with its `Cases` enum:
//
//   @UnionValue enum SearchResult { case landmark(LandmarkEntity); case collection(CollectionEntity) }
//
//   extension SearchResult: AppIntents.UnionValue {
//     static var unionCases: [AppIntents.UnionValueCase] {
//       [AppIntents.UnionValueCase(name: "landmark", { Self.landmark($0) }), …]
//     }
//     static var allIntentValueTypes: [any AppIntents._IntentValue.Type] {
//       unionCases.map(\.valueType)
//     }
//     var asIntentValue: any AppIntents._IntentValue {
//       switch self { case .landmark(let value): value … }
//     }
//     var caseName: String { switch self { case .landmark: "landmark" … } }
//     enum Cases: String, AppIntents.AppUnionValueCasesProviding {
//       case landmark, collection
//       typealias UnionValue = SearchResult
//     }
//   }

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@UnionValue`.
struct UnionValueMacro: ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.unionNotEnum))
      return []
    }
    var cases: [(name: String, constructor: String)] = []
    var valid = true
    for member in enumeration.memberBlock.members {
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements {
        let parameters = element.parameterClause?.parameters ?? []
        guard parameters.count == 1, let parameter = parameters.first else {
          context.diagnose(
            Diagnostic(
              node: Syntax(element),
              message: MacroMessage.unionCaseArity(element.name.text, count: parameters.count)))
          valid = false
          continue
        }
        // A closure calling the case's constructor names the payload type without spelling it,
        // so the extension needs no access to the names the enum's scope sees; a closure (not
        // the constructor itself) is `@Sendable` whatever the module's language mode.
        let label = parameter.firstName.map { "\($0.text): " } ?? ""
        cases.append((element.name.text, "{ Self.\(element.name.text)(\(label)$0) }"))
      }
    }
    guard valid else { return [] }
    guard !cases.isEmpty else {
      context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.unionNoCases))
      return []
    }
    let isPublic = enumeration.modifiers.contains {
      [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0.name.tokenKind)
    }
    let access = isPublic ? "public " : ""
    let conformance =
      protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
    let caseList = cases.map {
      "AppIntents.UnionValueCase(name: \"\($0.name)\", \($0.constructor))"
    }
    let values = cases.map { "case .\($0.name)(let value): value" }
    let names = cases.map { "case .\($0.name): \"\($0.name)\"" }
    // `AppUnionValue`'s `Cases`: written when the compiler asks for the conformance, that is
    // when the enum does not declare it (and its `Cases`) itself.
    let addsCases = protocols.contains {
      $0.trimmedDescription.split(separator: ".").last == "AppUnionValue"
    }
    let casesEnum =
      addsCases
      ? """

        \(access)enum Cases: String, AppIntents.AppUnionValueCasesProviding {
          case \(cases.map { $0.name }.joined(separator: ", "))
          \(access)typealias UnionValue = \(type.trimmedDescription)
        }
      """ : ""
    let decl: DeclSyntax = """
      extension \(raw: type.trimmedDescription)\(raw: conformance) {
        \(raw: access)static var unionCases: [AppIntents.UnionValueCase] {
          [\(raw: caseList.joined(separator: ", "))]
        }
        \(raw: access)static var allIntentValueTypes: [any AppIntents._IntentValue.Type] {
          unionCases.map(\\.valueType)
        }
        \(raw: access)var asIntentValue: any AppIntents._IntentValue {
          switch self {
          \(raw: values.joined(separator: "\n"))
          }
        }
        \(raw: access)var caseName: String {
          switch self {
          \(raw: names.joined(separator: "\n"))
          }
        }\(raw: casesEnum)
      }
      """
    guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }
}
