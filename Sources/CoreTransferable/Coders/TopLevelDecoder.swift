/// A type that decodes a value from one top-level input, such as `JSONDecoder`.
///
/// Apple platforms get this protocol from Combine, which Linux doesn't have; CoreTransferable
/// declares it with the same shape so ``CodableRepresentation`` can take any decoder.
public protocol TopLevelDecoder<Input> {
  /// The type this decoder reads.
  associatedtype Input

  /// Decodes a value of the given type.
  func decode<T: Decodable>(_ type: T.Type, from input: Input) throws -> T
}
