public import AppIntents
public import IntentsRuntime
import IntentsWire

/// The `--where` syntax of `find`: conditions on properties joined by `and` or `or`.
///
/// ```text
/// name contains "park"
/// heightMeters > 3000 and continent == "Europe"
/// year between 1800 and 1900
/// kind == volcano or kind == mountain
/// ```
///
/// A condition is a property name, a comparison and a value. Comparisons: `==` (or `=`), `!=`,
/// `<`, `<=`, `>`, `>=`, `contains`, `starts-with`, `ends-with`, and `between A and B`.
/// Values are numbers, `true`/`false`, dates such as `2024-05-01`, bare words, or text in
/// double or single quotes (with `\"` and `\\` escapes). Conditions are joined with `and` or
/// with `or` — one of the two, as a Find has one mode. Keywords ignore case.
public struct WhereClause: Sendable, Hashable {
  /// The conditions, in order.
  public var filters: [FindRequest.Filter]
  /// How they combine.
  public var mode: EntityQueryComparatorMode

  /// A syntax error, with the place it was found.
  public struct SyntaxError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public var message: String
    /// The text parsed.
    public var text: String
    /// The character offset of the problem in the text.
    public var offset: Int

    /// The message, the text and a caret under the problem.
    public var description: String {
      "\(message)\n  \(text)\n  \(String(repeating: " ", count: offset))^"
    }
  }

  /// Parses a clause.
  public init(parsing text: String) throws {
    var parser = Parser(text: text)
    (filters, mode) = try parser.clause()
  }

  /// The comparisons, as written, with the operator each stands for.
  static let comparisons: [(String, QueryComparisonOperator)] = [
    ("==", .equalTo), ("=", .equalTo), ("!=", .notEqualTo), ("<=", .lessThanOrEqualTo),
    (">=", .greaterThanOrEqualTo), ("<", .lessThan), (">", .greaterThan),
    ("contains", .contains), ("starts-with", .hasPrefix), ("ends-with", .hasSuffix),
    ("hasprefix", .hasPrefix), ("hassuffix", .hasSuffix), ("between", .isBetween),
  ]

  private struct Token {
    enum Kind { case word, quoted, symbol }
    var kind: Kind
    var text: String
    var offset: Int
  }

  private struct Parser {
    let text: String
    var tokens: [Token] = []
    var position = 0

    init(text: String) { self.text = text }

    mutating func clause() throws -> ([FindRequest.Filter], EntityQueryComparatorMode) {
      tokens = try tokenize()
      guard !tokens.isEmpty else {
        throw error("expected a condition, such as name contains \"park\"", at: 0)
      }
      var filters = [try condition()]
      var mode: EntityQueryComparatorMode?
      while let token = next() {
        let connector: EntityQueryComparatorMode
        switch (token.kind, token.text.lowercased()) {
        case (.word, "and"), (.symbol, "&&"): connector = .and
        case (.word, "or"), (.symbol, "||"): connector = .or
        default:
          throw error("expected ‘and’ or ‘or’ before ‘\(token.text)’", at: token.offset)
        }
        if let mode, mode != connector {
          throw error(
            "a Find joins its conditions all with ‘and’ or all with ‘or’, not both",
            at: token.offset)
        }
        mode = connector
        filters.append(try condition())
      }
      return (filters, mode ?? .and)
    }

    mutating func condition() throws -> FindRequest.Filter {
      guard let property = next() else { throw error("expected a property name", at: text.count) }
      guard property.kind == .word,
        property.text.first?.isLetter == true || property.text.first == "_"
      else {
        throw error("expected a property name, not ‘\(property.text)’", at: property.offset)
      }
      guard let symbol = next() else {
        throw error(
          "expected a comparison after ‘\(property.text)’: \(comparisonList)", at: text.count)
      }
      guard symbol.kind != .quoted,
        let comparison = WhereClause.comparisons.first(where: { $0.0 == symbol.text.lowercased() })?
          .1
      else {
        throw error(
          "‘\(symbol.text)’ is not a comparison; use \(comparisonList)", at: symbol.offset)
      }
      let first = try value(after: symbol)
      guard comparison == .isBetween else {
        return FindRequest.Filter(property.text, comparison, first)
      }
      guard let and = next(), and.kind == .word, and.text.lowercased() == "and" else {
        throw error(
          "expected ‘and’ in ‘between A and B’", at: tokens.last.map { $0.offset } ?? text.count)
      }
      return FindRequest.Filter(property.text, .isBetween, values: [first, try value(after: and)])
    }

    mutating func value(after token: Token) throws -> ValueInput {
      guard let value = next() else {
        throw error("expected a value after ‘\(token.text)’", at: text.count)
      }
      if value.kind == .symbol {
        throw error("expected a value, not ‘\(value.text)’", at: value.offset)
      }
      return .text(value.text)
    }

    var comparisonList: String {
      "==, !=, <, <=, >, >=, contains, starts-with, ends-with, between … and …"
    }

    mutating func next() -> Token? {
      guard position < tokens.count else { return nil }
      defer { position += 1 }
      return tokens[position]
    }

    func error(_ message: String, at offset: Int) -> SyntaxError {
      SyntaxError(message: message, text: text, offset: offset)
    }

    func tokenize() throws -> [Token] {
      var tokens: [Token] = []
      let characters = Array(text)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        if character.isWhitespace {
          index += 1
        } else if character == "\"" || character == "'" {
          let start = index
          var value = ""
          index += 1
          var closed = false
          while index < characters.count {
            let current = characters[index]
            if current == "\\", index + 1 < characters.count {
              value.append(characters[index + 1])
              index += 2
              continue
            }
            if current == character {
              closed = true
              index += 1
              break
            }
            value.append(current)
            index += 1
          }
          guard closed else {
            throw error("the text starting here has no closing \(character)", at: start)
          }
          tokens.append(Token(kind: .quoted, text: value, offset: start))
        } else if "=!<>&|".contains(character) {
          let start = index
          var symbol = String(character)
          if index + 1 < characters.count, "=&|".contains(characters[index + 1]) {
            symbol.append(characters[index + 1])
          }
          index += symbol.count
          guard ["==", "=", "!=", "<", "<=", ">", ">=", "&&", "||"].contains(symbol) else {
            throw error("‘\(symbol)’ is not a comparison", at: start)
          }
          tokens.append(Token(kind: .symbol, text: symbol, offset: start))
        } else {
          let start = index
          var word = ""
          while index < characters.count, !characters[index].isWhitespace,
            !"=!<>\"'".contains(characters[index])
          {
            word.append(characters[index])
            index += 1
          }
          tokens.append(Token(kind: .word, text: word, offset: start))
        }
      }
      return tokens
    }
  }
}
