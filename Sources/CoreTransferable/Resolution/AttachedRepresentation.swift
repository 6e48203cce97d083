/// A representation that carries no content of its own but a value another framework of this
/// package reads from a type's representations: App Intents' `IntentValueRepresentation` is
/// one, which converts an entity into a system value such as a person rather than into bytes.
///
/// It adds no entry: exporting and importing data (``Transferable/exported(as:)``,
/// ``Transferable/importedContentTypes()``) pass over it as if it were not listed. Resolving
/// the type's representations collects its value; see ``Transferable/attachedRepresentations``.
/// Modifiers applied to it (a condition, a visibility) do not reach the value.
package struct AttachedRepresentation<Item: Transferable>: TransferRepresentation {
  /// A primitive representation has no body.
  package typealias Body = Never

  /// What the representation carries.
  package let value: any Sendable

  package init(_ value: any Sendable) {
    self.value = value
  }
}

extension AttachedRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    resolution.attach(value, to: Item.self)
    return []
  }
}

extension Transferable {
  /// The values of the ``AttachedRepresentation``s the type lists, in the order it lists them;
  /// those of the types it proxies to are theirs, not its.
  package static var attachedRepresentations: [any Sendable] {
    var resolution = TransferResolution()
    _ = resolution.entries(of: Self.self)
    return resolution.attached(to: Self.self)
  }
}
