/// A type that encodes a value into one top-level output, such as `JSONEncoder`.
///
/// Apple platforms get this protocol from Combine, which Linux doesn't have; CoreTransferable
/// declares it with the same shape so ``CodableRepresentation`` can take any encoder.
public protocol TopLevelEncoder<Output> {
  /// The type this encoder produces.
  associatedtype Output

  /// Encodes a value.
  func encode<T: Encodable>(_ value: T) throws -> Output
}
