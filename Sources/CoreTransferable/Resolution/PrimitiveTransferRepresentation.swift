/// A representation the framework reads directly instead of through its body.
///
/// Every public representation type in this module conforms; a user's composite
/// representation is read through its `body` until primitives are reached.
protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
  /// The entries this representation contributes, in preference order.
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>]
}
