import Foundation
import SwiftDiagnostics
@_spi(FixItApplier) import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands `source` with `macros` as the compiler would and checks each thing given:
///
/// - `diagnostics`: the source drawn with every diagnostic under the line it belongs to — a
///   `┬───` under the highlighted code (when it is on one line), `╰─ 🛑` (error), `⚠️`
///   (warning) or `ℹ️` (note) with its message, its notes after `ℹ️`, and `✏️` with each
///   fix-it's message. Without it, the expansion must diagnose nothing.
/// - `expansion` must be given whenever something expands: without errors, or once fixed.
/// - `fixes`: the source with the first fix-it of every diagnostic applied (a diagnostic's
///   other fix-its are drawn, not applied).
/// - `expansion`: the expanded source — of `fixes` when given, so a test shows what the fixed
///   code becomes — with trailing whitespace ignored.
///
/// The project's own check (it replaced a third-party snapshot library whose optional SwiftUI
/// code would not build beside this package's `SwiftUI` stand-in module).
func expectMacro(
  _ source: String,
  diagnostics expectedDiagnostics: String? = nil,
  fixes expectedFixes: String? = nil,
  expansion expectedExpansion: String? = nil,
  macros: [String: MacroSpec],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (file, expanded, context) = expand(source, macros: macros)
  let diagnostics = context.diagnostics
  let drawn = draw(diagnostics, in: file, context: context)
  #expect(drawn == (expectedDiagnostics ?? source), "diagnostics", sourceLocation: sourceLocation)

  var expansion = expanded
  var expansionHasErrors = diagnostics.contains { $0.diagMessage.severity == .error }
  if let expectedFixes {
    let edits = diagnostics.compactMap(\.fixIts.first).flatMap(\.changes).map {
      edit($0, in: context)
    }
    let fixed = FixItApplier.apply(edits: edits, to: file)
    #expect(trimmed(fixed) == trimmed(expectedFixes), "fixes", sourceLocation: sourceLocation)
    let fixedExpansion = expand(fixed, macros: macros)
    expansion = fixedExpansion.expanded
    expansionHasErrors = fixedExpansion.context.diagnostics.contains {
      $0.diagMessage.severity == .error
    }
  }
  if let expectedExpansion {
    #expect(
      trimmed(expansion) == trimmed(expectedExpansion), "expansion", sourceLocation: sourceLocation)
  } else if !expansionHasErrors {
    // What expands without errors (the source, or the fixed source) is shown, as the snapshot
    // library asked.
    Issue.record("give the expansion:\n\(trimmed(expansion))", sourceLocation: sourceLocation)
  }
}

private func expand(
  _ source: String, macros: [String: MacroSpec]
) -> (file: SourceFileSyntax, expanded: String, context: BasicMacroExpansionContext) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [
      file: BasicMacroExpansionContext.KnownSourceFile(
        moduleName: "TestModule", fullFilePath: "Test.swift")
    ])
  let expanded = file.expand(
    macroSpecs: macros,
    contextGenerator: { node in
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))
  return (file, expanded.description, context)
}

/// A macro diagnoses the declaration it is attached to as a tree of its own; `context` knows
/// where that tree sits in the file, so positions in it are moved there.
private func shift(_ anchor: some SyntaxProtocol, in context: BasicMacroExpansionContext) -> Int {
  let located = context.location(for: anchor.position, anchoredAt: Syntax(anchor), fileName: "")
  return located.offset - anchor.position.utf8Offset
}

private func edit(_ change: FixIt.Change, in context: BasicMacroExpansionContext) -> SourceEdit {
  let anchor: Syntax
  let range: Range<AbsolutePosition>
  let replacement: String
  switch change {
  case .replace(let oldNode, let newNode):
    (anchor, range, replacement) = (
      Syntax(oldNode), oldNode.position..<oldNode.endPosition, newNode.description
    )
  case .replaceLeadingTrivia(let token, let trivia):
    (anchor, range, replacement) = (
      Syntax(token), token.position..<token.positionAfterSkippingLeadingTrivia, trivia.description
    )
  case .replaceTrailingTrivia(let token, let trivia):
    (anchor, range, replacement) = (
      Syntax(token), token.endPositionBeforeTrailingTrivia..<token.endPosition, trivia.description
    )
  case .replaceChild(let data):
    (anchor, range, replacement) = (
      Syntax(data.parent), data.replacementRange, data.newChild.description
    )
  case .replaceText(let textRange, let text, let syntax):
    (anchor, range, replacement) = (Syntax(syntax), textRange, text)
  }
  let delta = SourceLength(utf8Length: shift(anchor, in: context))
  return SourceEdit(range: range.lowerBound + delta..<range.upperBound + delta, replacement: replacement)
}

/// The source's lines, each followed by the diagnostics that start on it (in column order).
private func draw(
  _ diagnostics: [Diagnostic], in file: SourceFileSyntax, context: BasicMacroExpansionContext
) -> String {
  let converter = SourceLocationConverter(fileName: "Test.swift", tree: file)
  let lines = file.description.split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
  var byLine: [Int: [(column: Int, width: Int?, diagnostic: Diagnostic)]] = [:]
  for diagnostic in diagnostics {
    let start = converter.location(
      for: diagnostic.position + SourceLength(utf8Length: shift(diagnostic.node, in: context)))
    let line = lines.indices.contains(start.line - 1) ? lines[start.line - 1] : ""
    // Columns count characters, not UTF-8 bytes, so a marker sits under its code.
    let prefix = String(decoding: line.utf8.prefix(start.column - 1), as: UTF8.self)
    let column = prefix.count
    // A highlight on one line is underlined; one over several lines is not.
    var width: Int? = 1
    if let highlight = diagnostic.highlights.first {
      let end = converter.location(
        for: highlight.endPositionBeforeTrailingTrivia
          + SourceLength(utf8Length: shift(highlight, in: context)))
      width =
        end.line == start.line
        ? max(1, String(decoding: line.utf8.prefix(end.column - 1), as: UTF8.self).count - column)
        : nil
    }
    byLine[start.line, default: []].append((column, width, diagnostic))
  }
  var out: [String] = []
  // A diagnostic placed past the last line is drawn after it, never left out.
  let unplaced = byLine.keys.filter { $0 > lines.count }.sorted().flatMap { byLine[$0]! }
  for (index, line) in lines.enumerated() {
    out.append(line)
    let marks = byLine[index + 1] ?? []
    for mark in marks.sorted(by: { $0.column < $1.column }) + (index == lines.count - 1 ? unplaced : []) {
      let indent = String(repeating: " ", count: mark.column)
      if let width = mark.width {
        out.append(indent + "┬" + String(repeating: "─", count: width - 1))
      }
      out.append(indent + "╰─ " + symbol(mark.diagnostic.diagMessage.severity) + " "
        + mark.diagnostic.message)
      for note in mark.diagnostic.notes {
        out.append(indent + "   ℹ️ " + note.message)
      }
      for fixIt in mark.diagnostic.fixIts {
        out.append(indent + "   ✏️ " + fixIt.message.message)
      }
    }
  }
  return out.joined(separator: "\n")
}

private func symbol(_ severity: DiagnosticSeverity) -> String {
  switch severity {
  case .error: "🛑"
  case .warning: "⚠️"
  default: "ℹ️"
  }
}

/// Each line without its trailing whitespace, and no blank lines at either end.
private func trimmed(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line in String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
    .joined(separator: "\n")
    .trimmingCharacters(in: .newlines)
}
