import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros
import AssistantSchemaTable

/// Every schema of the catalogue, applied to a declaration written from the catalogue's data:
/// a correct declaration expands without errors into the conformances and the recorded
/// schema, and the same declaration without one of its members is an error naming it.
@Suite struct SchemaCatalogueExpansionTests {
  @Test(arguments: SchemaTable.entries.map(\.spelling) + ["—"])
  func correctDeclarationExpandsCleanly(_ spelling: String) throws {
    guard let entry = SchemaTable.entries.first(where: { $0.spelling == spelling }) else {
      // The last argument checks that the catalogue has Apple's 304 schemas of iOS 27.0: the
      // 180 of iOS 26.2 and the 124 iOS 27 adds, 8 new domains among 23.
      #expect(SchemaTable.entries.count == 304)
      #expect(SchemaTable.entries.filter { $0.kind == .intent }.count == 180)
      #expect(SchemaTable.entries.filter { $0.kind == .entity }.count == 74)
      #expect(SchemaTable.entries.filter { $0.kind == .enumeration }.count == 50)
      #expect(Set(SchemaTable.entries.map(\.domain)).count == 23)
      return
    }
    let (expanded, diagnostics) = expand(declaration(for: entry, dropping: nil))
    #expect(diagnostics.isEmpty, "\(entry.spelling): \(diagnostics.map(\.message))")
    #expect(expanded.contains("return \(entry.expression)"))
    // The macro adds the protocols it can; the declaration states the others, as Apple's
    // examples do (`StartCallIntent: AudioRecordingIntent, AudioStartingIntent`).
    let added = macroSpelling(of: entry).conformances
    for protocolName in entry.protocols where added.contains(protocolName) {
      #expect(expanded.contains("AppIntents.\(protocolName)"), "\(entry.spelling)")
    }
    for member in entry.members {
      guard case .entity(let domain, let name) = member.types[0].base else { continue }
      let tag = SchemaTable.tag(kind: .entity, domain: domain, name: name)
      #expect(expanded.contains("__assistantSchemaEntity(\(tag).self)"), "\(entry.spelling)")
    }
    #expect(!Parser.parse(source: expanded).hasError, "\(entry.spelling) expands to invalid code")
  }

  @Test(arguments: SchemaTable.entries.filter { $0.members.contains(where: \.isRequired) })
  func declarationWithoutAMemberIsAnErrorNamingIt(_ entry: SchemaTable.Entry) throws {
    let missing = try #require(entry.members.first { $0.isRequired })
    let (_, diagnostics) = expand(declaration(for: entry, dropping: missing.name))
    let ids = diagnostics.map(\.diagMessage.diagnosticID)
    #expect(
      ids == [MessageID(domain: "AppIntentsMacros", id: "schema.missingMember")],
      "\(entry.spelling): \(diagnostics.map(\.message))")
    #expect(diagnostics.first?.message.contains("‘\(missing.name)’") == true)
    #expect(diagnostics.first?.message.contains(entry.spelling) == true)
  }

  /// A declaration adopting the schema as the catalogue describes it, without one member.
  private func declaration(for entry: SchemaTable.Entry, dropping dropped: String?) -> String {
    var lines: [String] = []
    let stated = entry.protocols.filter { !macroSpelling(of: entry).conformances.contains($0) }
    let inheritance = stated.isEmpty ? "" : ": " + stated.joined(separator: ", ")
    switch entry.kind {
    case .intent:
      lines.append("@AppIntent(schema: \(entry.spelling))")
      lines.append("struct Adopting\(inheritance) {")
    case .entity:
      lines.append("@AppEntity(schema: \(entry.spelling))")
      lines.append("struct Adopting\(inheritance) {")
      lines.append("  let id: \(entry.idType ?? "UUID")")
    case .enumeration:
      lines.append("@AppEnum(schema: \(entry.spelling))")
      lines.append("enum Adopting: String {")
      lines.append("  case first, second")
    }
    for member in entry.members where member.name != dropped {
      lines.append("  var \(member.name): \(typeCode(member.types[0]))")
    }
    for requirement in entry.statics {
      lines.append("  " + requirement.insert)
    }
    if let result = entry.result {
      lines.append(
        "  func perform() async throws -> some IntentResult & ReturnsValue<\(typeCode(result))> {")
      lines.append("    fatalError()")
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The iOS 27 spelling of the macro adopting a schema of the entry's kind.
  private func macroSpelling(of entry: SchemaTable.Entry) -> SchemaMacroSpelling {
    switch entry.kind {
    case .intent: .appIntent
    case .entity: .appEntity
    case .enumeration: .appEnum
    }
  }

  /// A type of the catalogue as an app writes it, naming app types after Apple's examples.
  private func typeCode(_ type: SchemaType) -> String {
    type.swiftCode.replacingOccurrences(of: "<#", with: "").replacingOccurrences(of: "#>", with: "")
  }

  private func expand(_ source: String) -> (String, [Diagnostic]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [
        file: BasicMacroExpansionContext.KnownSourceFile(
          moduleName: "App", fullFilePath: "App.swift")
      ])
    let expanded = file.expand(
      macroSpecs: schemaMacroSpecs, contextGenerator: { _ in context },
      indentationWidth: .spaces(2))
    return (expanded.description, context.diagnostics)
  }
}

extension SchemaTable.Entry: CustomTestStringConvertible {
  var testDescription: String { spelling }
}

/// Declarations the macros do not expect: each is diagnosed (or expanded), never a crash.
@Suite struct SchemaMacroRobustnessTests {
  static let sources = [
    "@AppIntent(schema: photosOpenAsset) struct A { var target: AssetEntity }",
    "@AppIntent(schema: .photos) struct A {}",
    "@AppIntent struct A {}",
    "@AppIntent(schema: .photos.openAsset) protocol A {}",
    "@AppIntent(schema: .photos.openAsset) actor A { var target: AssetEntity }",
    "@AppEntity(schema: .photos.album) enum A { case a; var name: String { \"a\" } }",
    "@AppIntent(schema: .photos.addAssetsToAlbum) struct A { var assets, other: [AssetEntity]; var album: AlbumEntity }",
    "@AppIntent(schema: .photos.setDepth) struct A { var (target, value): (AssetEntity, Double?) }",
    "@AppIntent(schema: .photos.setDepth) struct A<T> { var target: T; var value: some Numeric }",
    "@AppIntent(schema: .photos.createAlbum) struct A { var name: String; func perform() async throws {} }",
    "@AppIntent(schema: .photos.createAlbum) struct A { var name: String; func perform() -> (Int, Int) { (1, 2) } }",
    "@AppEnum(schema: .photos.assetType) enum A {}",
    "@AppEntity(schema: .files.file) struct A { var id; var creationDate = Date() }",
  ]

  @Test(arguments: sources)
  func oddDeclarationIsDiagnosedNotCrashedOn(_ source: String) {
    // One member a line, as the expansion harness (unlike the compiler) writes attributes as text.
    let file = Parser.parse(
      source: source.replacingOccurrences(of: "; ", with: "\n").replacingOccurrences(
        of: "{ ", with: "{\n"))
    let context = BasicMacroExpansionContext(
      sourceFiles: [
        file: BasicMacroExpansionContext.KnownSourceFile(moduleName: "App", fullFilePath: "A.swift")
      ])
    let expanded = file.expand(
      macroSpecs: schemaMacroSpecs, contextGenerator: { _ in context }, indentationWidth: .spaces(2)
    )
    // Either the macro says what is wrong, or it expanded into code that parses.
    #expect(
      !context.diagnostics.isEmpty || !Parser.parse(source: expanded.description).hasError,
      "\(expanded.description)")
  }
}
