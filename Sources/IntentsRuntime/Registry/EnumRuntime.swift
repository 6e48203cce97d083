import AppIntents

/// The runtime of one app enum type: its cases with their display representations.
struct EnumRuntime: @unchecked Sendable {
  // @unchecked Sendable: immutable; holds a metatype.
  let type: any AppEnum.Type

  var identifier: String { type.persistentIdentifier }

  func describe() -> EnumTypeDescription {
    EnumTypeDescription(
      identifier: identifier, name: String(localized: type.typeDisplayRepresentation.name),
      cases: EnumParsing.cases(of: type).map { raw, display, _ in
        EnumTypeDescription.Case(
          rawValue: raw, title: String(localized: display.title),
          subtitle: display.subtitle.map { String(localized: $0) },
          synonyms: display.synonyms.map { String(localized: $0) })
      }, schema: SchemaDescription(of: type))
  }

  /// The cases whose title, synonyms or raw value contain the text, ignoring case and
  /// diacritics.
  func matches(_ text: String) -> [(raw: String, display: DisplayRepresentation, value: Any)] {
    let needle = FoldedString(text)
    return EnumParsing.cases(of: type).filter { raw, display, _ in
      needle.isContained(in: String(localized: display.title)) || needle.isContained(in: raw)
        || display.synonyms.contains { needle.isContained(in: String(localized: $0)) }
    }
  }
}
