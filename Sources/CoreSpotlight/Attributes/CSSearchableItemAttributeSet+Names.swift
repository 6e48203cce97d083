public import UniformTypeIdentifiers

// The attribute properties themselves are generated from Apple's list by
// Scripts/generate-spotlight-attributes (Generated/CSSearchableItemAttributeSet+Attributes.swift).

extension CSSearchableItemAttributeSet {
  /// Creates an attribute set for an item of a content type, stored in ``contentType``.
  public convenience init(contentType: UTType) {
    self.init(itemContentType: contentType.identifier)
  }

  /// The Spotlight name under which a property is stored, such as `kMDItemDescription` for
  /// `\.contentDescription`; `nil` for a key path that isn't an attribute property.
  ///
  /// An OpenIntents addition, for code that maps `indexingKey` key paths to stored attributes.
  public static func attributeName(
    for keyPath: PartialKeyPath<CSSearchableItemAttributeSet>
  ) -> String? {
    attributeNamesByKeyPath[keyPath]
  }
}
