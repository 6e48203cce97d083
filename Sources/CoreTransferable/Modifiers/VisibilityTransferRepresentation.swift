/// A representation whose content only the given audience can see; made by
/// ``TransferRepresentation/visibility(_:)``.
struct VisibilityTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
  typealias Item = Base.Item
  typealias Body = Never

  let base: Base
  let visibility: TransferRepresentationVisibility
}

extension VisibilityTransferRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    resolution.entries(of: base).map { entry in
      var entry = entry
      entry.visibility = entry.visibility.narrowed(to: visibility)
      return entry
    }
  }
}
