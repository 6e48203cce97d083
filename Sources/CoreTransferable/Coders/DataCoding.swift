import Foundation

/// Encodes and decodes values as data, whatever coders do the work.
protocol DataCoding: Sendable {
  /// Encodes a value as data.
  func encode<Value: Encodable & Sendable>(_ value: Value) throws -> Data
  /// Decodes a value from data.
  func decode<Value: Decodable & Sendable>(_ type: Value.Type, from data: Data) throws -> Value
}
