import AppIntents
import Foundation

/// How the entities of one type are written as JSON, worked out once per type: the type's
/// member and the property names already escaped, the properties in the order their names
/// sort, and for each property of a common value type a reader that writes its stored value
/// without boxing it.
///
/// The bytes are those of `IntentsHost.json(of:properties:)` written by ``JSONWriter``: the
/// writer is that answer's fast path, not another format (the tests compare the two on every
/// value type).
struct EntityJSONPlan<Entity: AppEntity>: Sendable {

  /// One property: its name, its key as JSON (`"name":`), its column, and — for a value type
  /// read without boxing — its stored-value readers.
  ///
  /// A class, so that walking the properties for each entity copies a reference, not the
  /// closures.
  final class Property: Sendable {
    let name: String
    let key: [UInt8]
    let column: PropertyColumn<Entity>
    let stored: StoredValueJSON?
    /// The offset of the property's object in an entity, as Swift reports it for the
    /// column's stored key path (`MemoryLayout.offset(of:)`); `nil` when the key path is not
    /// a stored property of a struct.
    let offset: Int?

    init(
      name: String, key: [UInt8], column: PropertyColumn<Entity>,
      readers: (StoredValueJSON, offset: Int?)?
    ) {
      self.name = name
      self.key = key
      self.column = column
      stored = readers?.0
      offset = readers?.offset
    }

    /// Writes the stored value of the property of the entity; `false`, writing nothing, when
    /// the property has no stored-value reader or its value is computed.
    func write(_ entity: Entity, into bytes: inout [UInt8]) -> Bool {
      withObject(of: entity) { stored, slot in stored.write(slot, &bytes) } ?? false
    }

    /// The stored value of the property of the entity as JSON; `nil` when the property has no
    /// stored-value reader or its value is computed.
    func value(_ entity: Entity) -> JSONValue? {
      withObject(of: entity) { stored, slot in stored.value(slot) } ?? nil
    }

    /// Calls the body with the readers and a pointer to the entity's property object, when the
    /// object is of the class the readers read; `nil` otherwise.
    private func withObject<Result>(
      of entity: Entity, _ body: (StoredValueJSON, UnsafeRawPointer) -> Result
    ) -> Result? {
      guard let stored else { return nil }
      let object = column.property(entity)
      guard type(of: object) == stored.objectType else { return nil }
      return withUnsafePointer(to: object) { body(stored, UnsafeRawPointer($0)) }
    }
  }

  /// The persistent identifier of the type.
  let typeIdentifier: String
  /// `,"type":"…"`: the member after `title`.
  let typeMember: [UInt8]
  /// The properties, sorted by name as the writer sorts object keys.
  let properties: [Property]
  /// The properties' keys and stored-value readers, in the same order, when every property has
  /// one: what writes an entity in place (see ``offsets``).
  let inPlace: InPlaceProperties?
  /// Where each property's object lies in an entity, when ``inPlace`` can write them all: every
  /// property a stored field of a struct, at the offset Swift reports for its key path.
  let offsets: [Int]?
  /// Whether entities of the type have a URL (`URLRepresentableEntity`).
  let isURLRepresentable: Bool

  init(columns: [PropertyColumn<Entity>]) {
    typeIdentifier = Entity.persistentIdentifier
    var member = Array(#","type":"#.utf8)
    JSONWriter.write(typeIdentifier, into: &member)
    typeMember = member
    isURLRepresentable = Entity.self is any URLRepresentableEntity.Type
    properties = columns.sorted { $0.name < $1.name }.map { column in
      var key: [UInt8] = []
      JSONWriter.write(column.name, into: &key)
      key.append(UInt8(ascii: ":"))
      return Property(
        name: column.name, key: key, column: column, readers: Self.readers(of: column))
    }
    let readers = properties.compactMap(\.stored)
    inPlace =
      readers.count == properties.count
      ? InPlaceProperties(keys: properties.map(\.key), readers: readers) : nil
    let located = properties.compactMap(\.offset)
    offsets = inPlace != nil && located.count == properties.count ? located : nil
  }

  /// The stored-value readers of the column and where its object lies, when its values have a
  /// common type and the column's objects are `EntityProperty`s of that type; `nil` otherwise.
  private static func readers(
    of column: PropertyColumn<Entity>
  ) -> (StoredValueJSON, offset: Int?)? {
    guard let stored = StoredValueJSON.make(for: column.valueType) else { return nil }
    // The offset only of a field whose declared type is the class the readers read: memory
    // Swift binds to that type, at the place Swift reports.
    let offset =
      type(of: column.keyPath).valueType == stored.objectType
      ? (column.keyPath as? PartialKeyPath<Entity>).flatMap { MemoryLayout<Entity>.offset(of: $0) }
      : nil
    return (stored, offset)
  }
}

/// The keys and stored-value readers of a type's properties, in key order. Not generic over
/// the entity, so that the loop over them is concrete code.
final class InPlaceProperties: Sendable {
  /// Every key in order, each after the first with its comma before it: `"a":,"b":…`.
  let keys: [UInt8]
  /// Where each key in ``keys`` ends.
  let keyEnds: [Int]
  let readers: [StoredValueJSON]

  init(keys: [[UInt8]], readers: [StoredValueJSON]) {
    var joined: [UInt8] = []
    var ends: [Int] = []
    for (index, key) in keys.enumerated() {
      if index > 0 { joined.append(UInt8(ascii: ",")) }
      joined += key
      ends.append(joined.count)
    }
    self.keys = joined
    keyEnds = ends
    self.readers = readers
  }

  /// Writes `"name":value` for every property, comma-separated, of the entity at the address,
  /// through the offsets of their objects; `false` when some value turns out computed, in
  /// which case the bytes written are left for the caller to remove.
  func write(at entity: UnsafeRawPointer, offsets: [Int], into bytes: inout [UInt8]) -> Bool {
    keys.withUnsafeBufferPointer { keys in
      readers.withUnsafeBufferPointer { readers in
        var start = 0
        for index in readers.indices {
          let end = keyEnds[index]
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: keys[start..<end]))
          start = end
          guard readers[index].write(entity + offsets[index], &bytes) else { return false }
        }
        return true
      }
    }
  }
}

/// Readers of the stored value of an `EntityProperty` of one common value type, from a pointer
/// to a reference to the object (a field of an entity, or a local): as JSON bytes — what
/// `ValueEncoding.json(_:)` gives, written by ``JSONWriter`` — or as a value. A property never
/// given a value is `null`, as in the general path; a computed one writes nothing and answers
/// `false` or `nil`. Each is made where the value type is concrete, so that reading it costs no
/// generic metadata.
struct StoredValueJSON: Sendable {
  let write: @Sendable (UnsafeRawPointer, inout [UInt8]) -> Bool
  let value: @Sendable (UnsafeRawPointer) -> JSONValue?
  /// The class of the objects the readers read, `EntityProperty<Value>`.
  let objectType: AnyClass

  /// The readers for values of the type, when it is a common one.
  static func make(for valueType: Any.Type) -> StoredValueJSON? {
    switch valueType {
    case is String.Type:
      typed(String.self, { JSONWriter.write($0, into: &$1) }, { .string($0) })
    case is String?.Type:
      typed(
        String?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(JSONValue.string) ?? .null })
    case is Int.Type:
      typed(Int.self, { JSONWriter.write(integer: $0, into: &$1) }, { .integer($0) })
    case is Int?.Type:
      typed(
        Int?.self, { JSONWriter.write(integer: $0, into: &$1) },
        { $0.map(JSONValue.integer) ?? .null })
    case is Double.Type:
      typed(Double.self, { JSONWriter.write($0, into: &$1) }, { number($0) })
    case is Double?.Type:
      typed(Double?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(number) ?? .null })
    case is Bool.Type:
      typed(Bool.self, { JSONWriter.write($0, into: &$1) }, { .bool($0) })
    case is Bool?.Type:
      typed(Bool?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(JSONValue.bool) ?? .null })
    case is Date.Type:
      typed(Date.self, { JSONWriter.write($0, into: &$1) }, { date($0) })
    case is Date?.Type:
      typed(Date?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(date) ?? .null })
    default: nil
    }
  }

  private static func typed<Value: _IntentValue & Sendable>(
    _: Value.Type, _ write: @escaping @Sendable (Value, inout [UInt8]) -> Void,
    _ json: @escaping @Sendable (Value) -> JSONValue
  ) -> StoredValueJSON {
    StoredValueJSON(
      write: { slot, bytes in
        slot.load(as: Unmanaged<EntityProperty<Value>>.self)._withUnsafeGuaranteedRef { object in
          switch object.storedValueForEncoding {
          case .stored(let value?): write(value, &bytes)
          case .stored(.none): bytes.append(contentsOf: "null".utf8)
          case .computed: return false
          }
          return true
        }
      },
      value: { slot in
        slot.load(as: Unmanaged<EntityProperty<Value>>.self)._withUnsafeGuaranteedRef { object in
          switch object.storedValueForEncoding {
          case .stored(let value?): json(value)
          case .stored(.none): .null
          case .computed: nil
          }
        }
      },
      objectType: EntityProperty<Value>.self)
  }

  private static func number(_ number: Double) -> JSONValue {
    number.isFinite ? .number(number) : .null
  }

  private static func date(_ date: Date) -> JSONValue { .string(date.formatted(.iso8601)) }
}

extension JSONWriter {
  /// An optional string: the string, or `null`.
  static func write(_ text: String?, into bytes: inout [UInt8]) {
    if let text { write(text, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
  }

  /// An integer, exactly.
  static func write(integer: Int, into bytes: inout [UInt8]) {
    if integer < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = integer.magnitude
    // The digits, last first, into a buffer on the stack: no string is made.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// An optional integer: the integer, or `null`.
  static func write(integer: Int?, into bytes: inout [UInt8]) {
    if let integer {
      write(integer: integer, into: &bytes)
    } else {
      bytes.append(contentsOf: "null".utf8)
    }
  }

  /// An optional number: the number (`null` when not finite), or `null`.
  static func write(_ number: Double?, into bytes: inout [UInt8]) {
    if let number { write(number, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
  }

  /// A Boolean.
  static func write(_ flag: Bool, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: (flag ? "true" : "false").utf8)
  }

  /// An optional Boolean: the Boolean, or `null`.
  static func write(_ flag: Bool?, into bytes: inout [UInt8]) {
    if let flag { write(flag, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
  }

  /// A date in ISO 8601, as ``ValueEncoding`` writes one.
  static func write(_ date: Date, into bytes: inout [UInt8]) {
    write(date.formatted(.iso8601), into: &bytes)
  }

  /// An optional date: the date, or `null`.
  static func write(_ date: Date?, into bytes: inout [UInt8]) {
    if let date { write(date, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
  }
}
