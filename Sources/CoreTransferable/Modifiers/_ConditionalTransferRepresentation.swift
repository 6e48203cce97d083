/// A representation that exports only the items meeting a condition; made by
/// ``TransferRepresentation/exportingCondition(_:)``.
///
/// Importing is unaffected by the condition.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>:
  TransferRepresentation
{
  /// The item of the wrapped representation.
  public typealias Item = Base.Item

  /// A primitive representation has no body.
  public typealias Body = Never

  let base: Base
  let condition: @Sendable (Base.Item) -> Bool
}

extension _ConditionalTransferRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    let condition = condition
    return resolution.entries(of: base).map { entry in
      var entry = entry
      if entry.exporting != nil {
        let existing = entry.exportCondition
        entry.exportCondition = { item in condition(item) && (existing?(item) ?? true) }
      }
      return entry
    }
  }
}
