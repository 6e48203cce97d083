/// A titled group of options.
public struct IntentItemSection<Result> where Result: _IntentValue {
  /// The section's title, subtitle and image; `nil` for an untitled section.
  public var description: DisplayRepresentation?
  /// The options, in order.
  public var items: [IntentItem<Result>]

  /// An untitled section.
  public init(items: [IntentItem<Result>]) {
    self.description = nil
    self.items = items
  }

  /// A titled section of items.
  @available(*, deprecated, renamed: "init(_:items:)")
  public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.init(title, items: items)
  }

  /// A titled section of items.
  public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.description = DisplayRepresentation(title: title)
    self.items = items
  }

  /// A titled section of values, each shown with its own display representation.
  public init(_ title: LocalizedStringResource, items: [Result]) {
    self.init(title, items: items.map { IntentItem($0) })
  }

  /// A section, titled or not, built from a list of items.
  public init(
    _ title: LocalizedStringResource? = nil,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.description = title.map { DisplayRepresentation(title: $0) }
    self.items = itemsBuilder()
  }

  /// A titled section with a subtitle and image, built from a list of items.
  public init(
    _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    self.items = itemsBuilder()
  }
}

extension IntentItemSection: Sendable where Result: Sendable {}

extension IntentItemSection {
  /// Builds a list of sections.
  @resultBuilder
  public enum Builder {
    /// No sections.
    public static func buildBlock() -> [IntentItemSection<Result>] { [] }

    /// The sections, in order.
    public static func buildBlock(
      _ sections: IntentItemSection<Result>...
    )
      -> [IntentItemSection<Result>]
    {
      sections
    }

    /// One untitled section holding the items.
    public static func buildBlock(_ items: IntentItem<Result>...) -> [IntentItemSection<Result>] {
      [IntentItemSection(items: items)]
    }
  }
}
