extension UTType {
  /// Creates the type for a filename extension, such as `png` or `JPG`, that conforms to
  /// `supertype`.
  ///
  /// Extensions match ignoring case, and the most specific declared type wins. When no
  /// declared type matches but the extension is valid, the result is a dynamic type
  /// (``isDynamic``) that carries the extension; `nil` means the extension is empty or
  /// contains `/` or whitespace.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// Creates the type for a MIME type, such as `image/png`, that conforms to `supertype`.
  ///
  /// MIME types match ignoring case; parameters (`; charset=utf-8`) select a more specific
  /// type when one is declared and are ignored otherwise. An unknown but well-formed MIME type
  /// gives a dynamic type; `nil` means it isn't of the form `type/subtype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// Creates the most specific type that carries `tag` in `tagClass` and conforms to
  /// `supertype`, or a dynamic type when no declared type does.
  ///
  /// Returns `nil` when the tag isn't valid for its class.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    guard let type = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first
    else { return nil }
    self = type
  }

  /// Every type that carries `tag` in `tagClass` and conforms to `supertype`, most specific
  /// first; a single dynamic type when no declared type does, and empty for an invalid tag.
  public static func types(
    tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
  ) -> [UTType] {
    let normalized = normalizedTag(tag, of: tagClass)
    guard isValidTag(normalized, of: tagClass) else { return [] }
    var matches = declaredTypes(tag: normalized, tagClass: tagClass, conformingTo: supertype)
    if matches.isEmpty, tagClass == .mimeType, let base = normalized.split(separator: ";").first {
      matches = declaredTypes(tag: String(base), tagClass: tagClass, conformingTo: supertype)
    }
    if matches.isEmpty {
      let dynamic = DynamicTypeIdentifier(
        tagClass: tagClass, tag: normalized, supertypeIdentifier: supertype?.identifier)
      return [UTType(dynamic: dynamic)]
    }
    return mostSpecificFirst(matches)
  }

  /// The declared types carrying a normalized tag that conform to `supertype`.
  private static func declaredTypes(
    tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
  ) -> [UTType] {
    UTTypeRegistry.shared.declarations(withTag: tag, of: tagClass)
      .map { UTType(knownIdentifier: $0.identifier) }
      .filter { type in supertype.map(type.conforms(to:)) ?? true }
  }

  /// Orders types so that none comes after one of its own supertypes, keeping declaration
  /// order otherwise.
  private static func mostSpecificFirst(_ types: [UTType]) -> [UTType] {
    var remaining = types
    var ordered: [UTType] = []
    while !remaining.isEmpty {
      let index =
        remaining.firstIndex { candidate in
          !remaining.contains { $0.isSubtype(of: candidate) }
        } ?? remaining.startIndex
      ordered.append(remaining.remove(at: index))
    }
    return ordered
  }

  /// A tag as lookups compare it: extensions and MIME types ignore case, and MIME types
  /// ignore spaces.
  static func normalizedTag(_ tag: String, of tagClass: UTTagClass) -> String {
    switch tagClass {
    case .filenameExtension: tag.lowercased()
    case .mimeType: String(tag.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\t" })
    default: tag
    }
  }

  /// Whether a normalized tag is well formed for its class.
  private static func isValidTag(_ tag: String, of tagClass: UTTagClass) -> Bool {
    guard !tag.isEmpty, !tag.unicodeScalars.contains(where: \.properties.isWhitespace) else {
      return false
    }
    switch tagClass {
    case .filenameExtension:
      return !tag.contains("/")
    case .mimeType:
      let essence = tag.split(separator: ";", omittingEmptySubsequences: false)[0]
      let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
    default:
      return true
    }
  }
}
