/// A representation that transfers an item through another transferable type.
///
/// The proxy type's own representations become the item's: a note that proxies to its body
/// text exports and imports plain text.
///
/// ```swift
/// struct Note: Transferable {
///   var body: String
///   static var transferRepresentation: some TransferRepresentation {
///     ProxyRepresentation(exporting: \.body)
///   }
/// }
/// ```
///
/// Keep the conversions cheap: use ``DataRepresentation`` or ``FileRepresentation`` for slow
/// work.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  /// A primitive representation has no body.
  public typealias Body = Never

  let exporting: ProxyConversion<Item, ProxyRepresentation>?
  let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// Creates a representation that exports an item as its proxy.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = .immediate(exporting)
    self.importing = nil
  }

  /// Creates a representation that exports an item as its proxy: the unlabeled spelling
  /// Apple's documentation uses, as in `ProxyRepresentation(\.title)`.
  ///
  /// Apple's interface declares no unlabeled initializer, so there a trailing closure,
  /// `ProxyRepresentation { $0.title }`, can only be `init(exporting:)` (or
  /// `init(importing:)`, told apart by the closure's types). This one is disfavored so
  /// that a trailing closure still means `init(exporting:)` here too.
  @_disfavoredOverload
  public init(_ exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.init(exporting: exporting)
  }

  /// Creates a representation that exports an item as its proxy, computed asynchronously.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    self.exporting = .deferred(exporting)
    self.importing = nil
  }

  /// Creates a representation that exports an item as its proxy and imports it back.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    self.exporting = .immediate(exporting)
    self.importing = importing
  }

  /// Creates a representation that exports an item as its proxy and imports it back, both
  /// asynchronously.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    self.exporting = .deferred(exporting)
    self.importing = importing
  }

  /// Creates a representation that exports an item as its proxy and imports it back
  /// asynchronously.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    self.exporting = .immediate(exporting)
    self.importing = importing
  }

  /// Creates a representation that only imports an item from its proxy.
  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    self.exporting = nil
    self.importing = importing
  }

  /// Creates a representation that only imports an item from its proxy, asynchronously.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    self.exporting = nil
    self.importing = importing
  }
}

extension ProxyRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    let proxyEntries = resolution.entries(of: ProxyRepresentation.self)
    return proxyEntries.compactMap { proxyEntry in
      var entry = TransferEntry<Item>(
        contentType: proxyEntry.contentType, visibility: proxyEntry.visibility)
      if let exporting, let exportProxy = proxyEntry.exporter {
        let proxyCondition = proxyEntry.exportCondition
        entry.exporter = { item in
          let proxy = try await exporting(item)
          guard proxyCondition?(proxy) ?? true else { return nil }
          return try await exportProxy(proxy)
        }
        entry.exportCondition = exporting.liftCondition(proxyCondition)
        entry.suggestedFileName = exporting.liftFileName(proxyEntry.suggestedFileName)
      }
      if let importing, let importProxy = proxyEntry.importer {
        entry.importer = { source in try await importing(try await importProxy(source)) }
      }
      return entry.exporting == nil && entry.importer == nil ? nil : entry
    }
  }
}
