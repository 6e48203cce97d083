/// A part of an indexed item that search looks at, weighted by importance.
///
/// An OpenIntents addition: Apple keeps its ranking private. A match in the title counts most,
/// then alternate names (synonyms), then keywords, then the rest of the text.
public enum CSIndexField: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The title and display name.
  case title
  /// Alternate names, such as an entity's synonyms.
  case names
  /// Keywords.
  case keywords
  /// The description, text content and other text attributes, custom ones included.
  case content

  /// How much a match in this field counts, relative to the others.
  public var weight: Double {
    switch self {
    case .title: 10
    case .names: 8
    case .keywords: 5
    case .content: 1
    }
  }

  /// Orders fields from most to least important.
  public static func < (lhs: CSIndexField, rhs: CSIndexField) -> Bool {
    lhs.weight > rhs.weight
  }
}
