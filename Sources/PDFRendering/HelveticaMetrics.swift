/// The advance widths of Helvetica's printable ASCII glyphs (per 1000 units of font size), to
/// wrap lines; other characters are measured as an average letter.
enum HelveticaMetrics {
  private static let ascii: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space–/
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0–?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @–O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P–_
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `–o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p–~
  ]

  /// The width of text in points; bold glyphs are measured about 6% wider.
  static func width(_ text: Substring, size: Double, bold: Bool) -> Double {
    var units = 0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      units += (32...126).contains(value) ? ascii[value - 32] : 556
    }
    return Double(units) * size / 1000 * (bold ? 1.06 : 1)
  }

  /// The text broken into lines no wider than `width`, at spaces (and within words longer
  /// than a line); line breaks in the text are kept.
  static func wrap(_ text: String, size: Double, bold: Bool, width: Double) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if Self.width(Substring(candidate), size: size, bold: bold) <= width {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
        // A word wider than the line is cut where it must be.
        var rest = Substring(word)
        while Self.width(rest, size: size, bold: bold) > width, rest.count > 1 {
          var cut = rest.endIndex
          while Self.width(rest[..<cut], size: size, bold: bold) > width {
            cut = rest.index(before: cut)
          }
          if cut == rest.startIndex { cut = rest.index(after: cut) }
          lines.append(String(rest[..<cut]))
          rest = rest[cut...]
        }
        line = String(rest)
      }
      lines.append(line)
    }
    return lines
  }
}
