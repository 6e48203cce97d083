import Foundation
import IntentsRuntime
import IntentsWire

/// Rows of text in aligned columns, for people.
struct TextTable {
  var headers: [String]
  var rows: [[String]] = []
  /// The widest a cell may be before it is cut with an ellipsis.
  var maximumWidth = 60

  init(_ headers: [String]) { self.headers = headers }

  mutating func add(_ row: [String]) { rows.append(row) }

  /// The table, one line per row, columns separated by two spaces; trailing spaces trimmed.
  var rendered: String {
    let cells = ([headers] + rows).map { $0.map(cut) }
    var widths = Array(repeating: 0, count: headers.count)
    for row in cells {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    return cells.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ").trimmingTrailingSpaces
    }.joined(separator: "\n")
  }

  private func cut(_ text: String) -> String {
    let single = TerminalText.escaped(text.replacingOccurrences(of: "\n", with: " "))
    return single.count > maximumWidth ? String(single.prefix(maximumWidth - 1)) + "…" : single
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// How values look in tables and JSON output.
enum Rendering {
  /// A JSON value as a person reads it in a cell: text without quotes, numbers without a
  /// needless fraction, lists joined by commas, entities by title.
  static func cell(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: return "–"
    case .string(let text)?: return text
    case .bool(let flag)?: return flag ? "yes" : "no"
    case .number(let number)?:
      return number.rounded() == number && abs(number) < 1e15
        ? String(Int64(number)) : String(format: "%g", number)
    case .integer(let whole)?: return String(whole)
    case .array(let items)?: return items.map { cell($0) }.joined(separator: ", ")
    case .object(let members)?:
      return members["title"]?.stringValue ?? JSONValue.object(members).description
    }
  }
}
