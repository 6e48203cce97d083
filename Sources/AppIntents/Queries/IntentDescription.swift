/// A description of an action: what it does, its category, the words people may search it by,
/// and the name of its result.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable, Hashable {
  /// What the action does.
  public var descriptionText: LocalizedStringResource
  /// The category the action is listed under.
  public var categoryName: LocalizedStringResource?
  /// Words people may search the action by.
  public var searchKeywords: [LocalizedStringResource]
  /// The name of the action's result, such as "Trails".
  public var resultValueName: LocalizedStringResource?

  /// A description with optional category and keywords.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.init(
      descriptionText, categoryName: categoryName, searchKeywords: searchKeywords,
      resultValueName: nil)
  }

  /// A description with a category, keywords and the name of its result.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  /// A description from a string literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }
}
