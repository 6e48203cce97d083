extension Never: Transferable {
  /// `Never` has no values, so it has no representations.
  public static var transferRepresentation: TupleTransferRepresentation<Never, ()> {
    TupleTransferRepresentation(value: ()) { _ in [] }
  }
}

extension Never: TransferRepresentation {
  /// `Never` represents no item.
  public typealias Item = Never

  /// `Never` is its own body, which can't be reached.
  public var body: Never {
    self
  }
}
