/// A search term, as the system passes it to an app's ``ShowInAppSearchResultsIntent``.
///
/// ```swift
/// struct SearchLandmarksIntent: ShowInAppSearchResultsIntent {
///   static let title: LocalizedStringResource = "Search Landmarks"
///   static let searchScopes: [StringSearchScope] = [.general]
///   @Parameter var criteria: StringSearchCriteria
///   func perform() async throws -> some IntentResult { … criteria.term … }
/// }
/// ```
///
/// Over JSON the criteria are the term itself (`"volcano"`) or `{"term": "volcano"}`.
public struct StringSearchCriteria: SearchCriteria {
  /// Searches are limited to ``StringSearchScope`` values.
  public typealias SearchScopes = [StringSearchScope]
  /// The criteria themselves.
  public typealias UnwrappedType = StringSearchCriteria
  /// The criteria themselves.
  public typealias ValueType = StringSearchCriteria
  /// One resolver: text becomes the term.
  public typealias Specification = ResolverSpecificationBuilder<StringSearchCriteria>
    .Specification<StringSearchCriteria>

  /// The text to search for.
  public var term: String

  /// Criteria that search for a term.
  public init(term: String) {
    self.term = term
  }
}

extension StringSearchCriteria {
  /// Turns text into criteria: the text, without surrounding spaces, is the term.
  public static var defaultResolverSpecification: Specification {
    Specification(resolvers: [StringSearchCriteriaFromStringResolverSpecificification()])
  }
}

/// Resolves text into ``StringSearchCriteria``: the text, trimmed, is the term; blank text
/// resolves to nothing.
///
/// The name, with its doubled "ific", is Apple's.
public struct StringSearchCriteriaFromStringResolverSpecificification: Resolver {
  /// Text.
  public typealias Input = String
  /// Search criteria.
  public typealias Output = StringSearchCriteria

  /// Creates the resolver. This is an OpenIntents addition: Apple's has no public initializer.
  public init() {}

  /// The criteria whose term is the trimmed text; `nil` for blank text.
  public func resolve(
    from input: String, context: IntentParameterContext<StringSearchCriteria>
  ) async throws -> StringSearchCriteria? {
    let term = input.trimmingCharacters(in: .whitespacesAndNewlines)
    return term.isEmpty ? nil : StringSearchCriteria(term: term)
  }
}
