/// What an in-app search looks for, as a ``ShowInAppSearchResultsIntent`` receives it.
///
/// ``StringSearchCriteria`` (a search term) is the criteria the system uses; its
/// `SearchScopes` are ``StringSearchScope`` values. Criteria without scopes leave
/// `SearchScopes` as `Void`.
public protocol SearchCriteria: _IntentValue, Hashable, Sendable {
  /// The scopes a search can be limited to; `Void` when there are none.
  associatedtype SearchScopes = Void
}
