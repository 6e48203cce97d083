/// An intent that shows the app's own search results for criteria the system passes, such as
/// a term someone typed or said.
///
/// ```swift
/// struct SearchLandmarksIntent: ShowInAppSearchResultsIntent {
///   static let title: LocalizedStringResource = "Search Landmarks"
///   static let searchScopes: [StringSearchScope] = [.general]
///   @Parameter var criteria: StringSearchCriteria
///
///   func perform() async throws -> some IntentResult & ReturnsValue<[LandmarkEntity]> {
///     .result(value: try await LandmarkQuery().entities(matching: criteria.term))
///   }
/// }
/// ```
///
/// The OpenIntents host finds the app's in-app search intents and runs them with a term
/// (`IntentsHost.searchInApp(term:scope:)`), as Spotlight and Siri do on Apple platforms; over
/// the surfaces the intent runs like any other, with `criteria` given as `"volcano"` or
/// `{"term": "volcano"}`.
public protocol ShowInAppSearchResultsIntent: SystemIntent {
  /// The kind of criteria the search takes, usually ``StringSearchCriteria``.
  associatedtype Criteria: SearchCriteria
  /// The scopes the app's search supports.
  static var searchScopes: Criteria.SearchScopes { get }
  /// What to search for.
  var criteria: Criteria { get set }
}

extension ShowInAppSearchResultsIntent {
  /// Showing search results brings the app forward.
  public static var openAppWhenRun: Bool { true }
}

extension ShowInAppSearchResultsIntent where Criteria.SearchScopes == Void {
  /// No scopes.
  public static var searchScopes: Void { () }
}

extension ShowInAppSearchResultsIntent where Criteria == StringSearchCriteria {
  /// The general scope only.
  public static var searchScopes: [StringSearchScope] { [.general] }
}
