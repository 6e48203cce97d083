// `@UnionValue`: an enum whose cases each carry one entity or value, so that one result can be
// any of several types.
//
// Expansion: an extension adding the conformance (`_IntentValueRepresentable` through our
// `UnionValue` protocol), `allIntentValueTypes` (the payload types in case order),
// `unionCases` (each case's name and payload type), `asIntentValue` and `caseName`, each a
// `switch` over the cases, so the runtime reads union values without reflection.

/// Makes an enum whose cases each carry one entity or value a union value: one intent result
/// (or query value) that can be any of the cases' types.
///
/// ```swift
/// @UnionValue
/// enum VisualSearchResult {
///   case landmark(LandmarkEntity)
///   case collection(CollectionEntity)
/// }
/// ```
///
/// Adapters encode a union value as `{"case": "landmark", "value": {…}}`, with a `oneOf` schema
/// over the cases. Each case must carry exactly one value.
///
/// The macro also adds ``AppUnionValue`` (iOS 27) with its `Cases` enum, one case per case of
/// the union and named alike (`VisualSearchResult.Cases.landmark`), so the type can declare
/// `caseDisplayRepresentations` to title its cases.
@attached(
  extension, conformances: _IntentValueRepresentable, UnionValue, AppUnionValue,
  names: arbitrary)
public macro UnionValue() = #externalMacro(module: "AppIntentsMacros", type: "UnionValueMacro")
