/// The representations of a builder block with several statements, in order.
///
/// ``TransferRepresentationBuilder`` makes these; `Value` is the tuple of the block's
/// representations.
public struct TupleTransferRepresentation<Item: Transferable, Value: Sendable>:
  TransferRepresentation
{
  /// A primitive representation has no body.
  public typealias Body = Never

  let value: Value
  let resolve: @Sendable (inout TransferResolution) -> [TransferEntry<Item>]

  init(
    value: Value, resolve: @escaping @Sendable (inout TransferResolution) -> [TransferEntry<Item>]
  ) {
    self.value = value
    self.resolve = resolve
  }
}

extension TupleTransferRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    resolve(&resolution)
  }
}
