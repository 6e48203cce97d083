import Foundation

extension QueryExpression {
  /// Whether an item's attributes satisfy the expression.
  func matches(_ item: CSSearchableItem, _ attributes: [String: CSAttributeValue]) -> Bool {
    switch self {
    case .not(let inner): return !inner.matches(item, attributes)
    case .and(let left, let right):
      return left.matches(item, attributes) && right.matches(item, attributes)
    case .or(let left, let right):
      return left.matches(item, attributes) || right.matches(item, attributes)
    case .inRange(let attribute, let low, let high):
      return Self.values(attribute, item, attributes).contains { value in
        Self.compare(value, low).map { $0 != .orderedAscending } == true
          && Self.compare(value, high).map { $0 != .orderedDescending } == true
      }
    case .comparison(let attribute, let operation, let expected):
      let values = Self.values(attribute, item, attributes)
      if operation == .notEqual {
        return !values.contains { Self.compare($0, expected) == .orderedSame }
      }
      return values.contains { value in
        guard let order = Self.compare(value, expected) else { return false }
        switch operation {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .greater: return order == .orderedDescending
        case .lessOrEqual: return order != .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        }
      }
    }
  }

  /// The values an attribute name stands for in an item, arrays flattened.
  static func values(
    _ attribute: String, _ item: CSSearchableItem, _ attributes: [String: CSAttributeValue]
  ) -> [CSAttributeValue] {
    switch attribute {
    case "*":
      return attributes.keys.sorted().flatMap {
        attributes[$0]!.searchableText.map(CSAttributeValue.string)
      }
    case "uniqueIdentifier": return [.string(item.uniqueIdentifier)]
    case "domainIdentifier", "kMDItemDomainIdentifier":
      return item.domainIdentifier.map { [.string($0)] } ?? []
    default:
      let name = propertyNames[attribute] ?? attribute
      guard let value = attributes[name] else { return [] }
      if case .array(let elements) = value { return elements }
      return [value]
    }
  }

  /// How a stored value compares with a query value: `.orderedSame` for text that matches
  /// the pattern; `nil` when they cannot be compared.
  static func compare(_ value: CSAttributeValue, _ expected: QueryValue) -> ComparisonResult? {
    switch (value, expected) {
    case (
      .string(let text),
      .text(let pattern, let caseInsensitive, let diacriticInsensitive, let words)
    ):
      func prepare(_ text: String) -> String {
        var text = text
        if diacriticInsensitive { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        if caseInsensitive { text = text.lowercased() }
        return text
      }
      let glob = Array(prepare(pattern).unicodeScalars)
      let prepared = prepare(text)
      if words, !pattern.contains(" ") {
        let split = prepared.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if split.contains(where: { Glob.matches(glob, Array($0.unicodeScalars)) }) {
          return .orderedSame
        }
      }
      if Glob.matches(glob, Array(prepared.unicodeScalars)) { return .orderedSame }
      return prepared < prepare(pattern) ? .orderedAscending : .orderedDescending
    case (.url(let url), .text):
      return compare(.string(url.absoluteString), expected)
    case (.number(let number), .number(let expected)):
      return order(number.doubleValue, expected)
    case (.date(let date), .date(let expected)):
      return order(date.timeIntervalSinceReferenceDate, expected.timeIntervalSinceReferenceDate)
    case (.date(let date), .number(let seconds)):
      return order(date.timeIntervalSinceReferenceDate, seconds)
    default:
      return nil
    }
  }

  private static func order(_ lhs: Double, _ rhs: Double) -> ComparisonResult {
    lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
  }

  /// The Spotlight name of each attribute-set property, by property name. `contentTypeTree`
  /// queries the content type, from which Apple's Spotlight derives the tree.
  static let propertyNames: [String: String] = CSSearchableItemAttributeSet
    .attributeNamesByProperty.merging(["contentTypeTree": "kMDItemContentType"]) { $1 }
}

/// Matching text against a pattern where `*` stands for any run of characters.
enum Glob {
  static func matches(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
    var p = 0
    var t = 0
    var star = -1
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] != "*", pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if star >= 0 {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
