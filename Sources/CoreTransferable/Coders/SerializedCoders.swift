import Foundation
import Synchronization

/// An encoder and decoder that are used one call at a time.
///
/// `@unchecked Sendable`: the coders are reference types a representation keeps for its whole
/// life, and Foundation's coders aren't safe to use from two threads at once; `lock`
/// serializes every use, and nothing else touches them.
final class SerializedCoders<Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
  @unchecked Sendable
{
  private let encoder: Encoder
  private let decoder: Decoder
  private let lock = Mutex(())

  init(encoder: Encoder, decoder: Decoder) {
    self.encoder = encoder
    self.decoder = decoder
  }
}

extension SerializedCoders: DataCoding where Encoder.Output == Data, Decoder.Input == Data {
  /// Encodes a value with the encoder, holding the lock.
  func encode<Value: Encodable & Sendable>(_ value: Value) throws -> Data {
    try lock.withLock { _ in try encoder.encode(value) }
  }

  /// Decodes a value with the decoder, holding the lock.
  func decode<Value: Decodable & Sendable>(_ type: Value.Type, from data: Data) throws -> Value {
    try lock.withLock { _ in try decoder.decode(type, from: data) }
  }
}
