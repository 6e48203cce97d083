/// A union value whose cases the system can name and offer: iOS 27's protocol for `@UnionValue`
/// enums, which the macro adds with a nested ``Cases`` enum listing the cases.
///
/// ```swift
/// @UnionValue
/// enum VisualSearchResult {
///   case landmark(LandmarkEntity)
///   case collection(CollectionEntity)
///
///   static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
///     .landmark: "Landmark", .collection: "Collection",
///   ]
/// }
/// ```
///
/// Without `caseDisplayRepresentations`, each case is titled from its name ("Landmark"), and
/// the type from the type's name ("Visual Search Result"). OpenIntents titles each case of the
/// union's `oneOf` schema with them.
public protocol AppUnionValue: TypeDisplayRepresentable {
  /// The enum of the union's cases, without their values: `@UnionValue` writes it.
  associatedtype Cases: AppUnionValueCasesProviding where Self == Self.Cases.UnionValue

  /// The title of each case, as a picker offers them.
  static var caseDisplayRepresentations: [Self.Cases: DisplayRepresentation] { get }
}

/// The enum listing a union value's cases, without their values: the ``AppUnionValue/Cases``
/// that `@UnionValue` writes, one case per case of the union, named alike.
public protocol AppUnionValueCasesProviding: AppEnum {
  /// The union value whose cases these are.
  associatedtype UnionValue: AppUnionValue where Self == Self.UnionValue.Cases
}

// MARK: - Default Implementations

extension AppUnionValue {
  /// The type's name in words: `VisualSearchResult` → "Visual Search Result".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        stringLiteral: PropertyName.title(for: String(describing: Self.self))))
  }

  /// Each case's name in words: `landmark` → "Landmark".
  public static var caseDisplayRepresentations: [Self.Cases: DisplayRepresentation] {
    Dictionary(
      uniqueKeysWithValues: Cases.allCases.map { unionCase in
        let title = PropertyName.title(for: String(describing: unionCase.rawValue))
        let representation = DisplayRepresentation(
          title: LocalizedStringResource(stringLiteral: title))
        return (unionCase, representation)
      })
  }
}

extension AppUnionValueCasesProviding {
  /// The union value's type title.
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    UnionValue.typeDisplayRepresentation
  }

  /// The union value's case titles.
  public static var caseDisplayRepresentations: [Self: DisplayRepresentation] {
    UnionValue.caseDisplayRepresentations
  }
}

// MARK: - For adapters

extension AppUnionValue {
  /// Each case's title, by the case's name: what adapters title a union's cases with.
  package static var caseTitles: [String: String] {
    Dictionary(
      caseDisplayRepresentations.map { unionCase, representation in
        (String(describing: unionCase.rawValue), String(localized: representation.title))
      },
      uniquingKeysWith: { first, _ in first })
  }
}
