/// Flattens representation trees into entries, following proxies into other types.
struct TransferResolution {
  /// The transferable types being resolved, outermost first, to catch proxy cycles.
  private var resolving: [ObjectIdentifier] = []
  private var resolvingNames: [String] = []
  /// The values of the attached representations met so far, with the type that lists each.
  private var attachments: [(type: ObjectIdentifier, value: any Sendable)] = []

  /// Records the value of an attached representation of `type`.
  mutating func attach<T: Transferable>(_ value: any Sendable, to type: T.Type) {
    attachments.append((ObjectIdentifier(type), value))
  }

  /// The values of the attached representations `type` lists itself, in order.
  func attached<T: Transferable>(to type: T.Type) -> [any Sendable] {
    attachments.filter { $0.type == ObjectIdentifier(type) }.map(\.value)
  }

  /// The entries of a transferable type's representation, in preference order.
  mutating func entries<T: Transferable>(of type: T.Type) -> [TransferEntry<T>] {
    let id = ObjectIdentifier(type)
    precondition(
      !resolving.contains(id),
      """
      \((resolvingNames + ["\(T.self)"]).joined(separator: " → ")) is a proxy cycle: \
      a ProxyRepresentation must lead to a type with its own data, file or Codable \
      representation
      """)
    resolving.append(id)
    resolvingNames.append("\(T.self)")
    defer {
      resolving.removeLast()
      resolvingNames.removeLast()
    }
    let found = entries(of: T.transferRepresentation)
    guard let entries = found as? [TransferEntry<T>] else {
      preconditionFailure(
        """
        \(T.self).transferRepresentation describes \(T.Representation.Item.self), not \(T.self); \
        build it with TransferRepresentationBuilder<\(T.self)>
        """)
    }
    return entries
  }

  /// The entries of one representation, in preference order.
  mutating func entries<R: TransferRepresentation>(of representation: R) -> [TransferEntry<R.Item>]
  {
    if let primitive = representation as? any PrimitiveTransferRepresentation<R.Item> {
      return primitive.transferEntries(in: &self)
    }
    precondition(
      R.Body.self != Never.self,
      """
      \(R.self) declares Body == Never but is not one of CoreTransferable's representations; \
      compose DataRepresentation, FileRepresentation, ProxyRepresentation or \
      CodableRepresentation in its body instead
      """)
    let found = entries(of: representation.body)
    guard let entries = found as? [TransferEntry<R.Item>] else {
      preconditionFailure(
        "\(R.self).body describes \(R.Body.Item.self), not \(R.Item.self): make them the same")
    }
    return entries
  }
}

extension Transferable {
  /// This type's entries, in preference order.
  static var transferEntries: [TransferEntry<Self>] {
    var resolution = TransferResolution()
    return resolution.entries(of: Self.self)
  }
}
