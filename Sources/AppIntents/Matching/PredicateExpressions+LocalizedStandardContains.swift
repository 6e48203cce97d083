// Foundation's `#Predicate` expands `text.localizedStandardContains(other)` into
// `PredicateExpressions.build_localizedStandardContains`, which Foundation on Linux lacks; Apple's
// own property-query sample uses it. This is an OpenIntents addition, compiled only where
// Foundation does not have it.

#if !canImport(Darwin)
public import Foundation

extension PredicateExpressions {
  /// Whether a text contains another, ignoring case and diacritics, as
  /// `localizedStandardContains` does. This is an OpenIntents addition (Foundation on Apple
  /// platforms has its own).
  public struct StringLocalizedStandardContains<Root, Other>: PredicateExpression
  where
    Root: PredicateExpression, Other: PredicateExpression, Root.Output: StringProtocol,
    Other.Output: StringProtocol
  {
    /// Whether the text contains the other.
    public typealias Output = Bool

    /// The text searched.
    public let root: Root
    /// The text searched for.
    public let other: Other

    /// The expression over two texts.
    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    /// Whether the root's text contains the other's, ignoring case and diacritics; an empty
    /// text is contained in every text.
    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      let text = String(try root.evaluate(bindings))
      let needle = String(try other.evaluate(bindings))
      return FoldedString(needle).isContained(in: text)
    }
  }

  /// Builds the expression `#Predicate` writes for `localizedStandardContains`.
  public static func build_localizedStandardContains<Root, Other>(
    _ root: Root, _ other: Other
  ) -> StringLocalizedStandardContains<Root, Other> {
    StringLocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable
where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable
where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
