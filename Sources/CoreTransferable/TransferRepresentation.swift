/// A declarative description of how an item is exported and imported.
///
/// The framework provides the primitive representations (``DataRepresentation``,
/// ``FileRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``); compose them
/// in a ``body`` to make your own:
///
/// ```swift
/// struct NoteRepresentation: TransferRepresentation {
///   typealias Item = Note
///
///   var body: some TransferRepresentation {
///     CodableRepresentation(contentType: .note)
///     ProxyRepresentation(exporting: \.body)
///   }
/// }
/// ```
///
/// A conforming type must describe the same `Item` in its ``body`` as it declares; only the
/// framework's primitives may use `Never` as their body.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item being transferred.
  associatedtype Item: Transferable

  /// The representation this one is made of.
  associatedtype Body: TransferRepresentation

  /// The representations that describe how to import and export the item.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

// MARK: - Default Implementations

extension TransferRepresentation where Body == Never {
  /// A primitive representation has no body: the framework reads it directly.
  public var body: Never {
    fatalError(
      """
      \(Self.self) is a primitive transfer representation and has no body; \
      CoreTransferable reads it directly and never asks for one
      """)
  }
}
