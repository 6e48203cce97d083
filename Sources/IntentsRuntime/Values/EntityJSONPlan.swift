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
struct EntityJSONPlan<Entity: AppEntity>: @unchecked Sendable {
  // @unchecked Sendable: immutable; the closures capture only immutable columns.

  /// One property: its name, its key as JSON (`"name":`), its column, and — for a value type
  /// read without boxing — readers of its stored value, as bytes or as a value, which write
  /// nothing and answer `nil` when the property is computed.
  struct Property {
    let name: String
    let key: [UInt8]
    let column: PropertyColumn<Entity>
    let write: ((Entity, inout [UInt8]) -> Bool)?
    let value: ((Entity) -> JSONValue?)?
  }

  /// The persistent identifier of the type.
  let typeIdentifier: String
  /// `,"type":"…"`: the member after `title`.
  let typeMember: [UInt8]
  /// The properties, sorted by name as the writer sorts object keys.
  let properties: [Property]
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
      let readers = Self.readers(of: column)
      return Property(
        name: column.name, key: key, column: column, write: readers?.write,
        value: readers?.value)
    }
  }

  private typealias Readers = (
    write: (Entity, inout [UInt8]) -> Bool, value: (Entity) -> JSONValue?
  )

  /// Readers of the column's stored values when they have a common type, writing what
  /// `ValueEncoding.json(_:)` gives for them; `nil` for other types.
  private static func readers(of column: PropertyColumn<Entity>) -> Readers? {
    switch column.valueType {
    case is String.Type:
      stored(column, String.self, { JSONWriter.write($0, into: &$1) }, { .string($0) })
    case is String?.Type:
      stored(
        column, String?.self, { JSONWriter.write($0, into: &$1) },
        { $0.map(JSONValue.string) ?? .null })
    case is Int.Type:
      stored(column, Int.self, { JSONWriter.write(integer: $0, into: &$1) }, { .integer($0) })
    case is Int?.Type:
      stored(
        column, Int?.self, { JSONWriter.write(integer: $0, into: &$1) },
        { $0.map(JSONValue.integer) ?? .null })
    case is Double.Type:
      stored(column, Double.self, { JSONWriter.write($0, into: &$1) }, { number($0) })
    case is Double?.Type:
      stored(column, Double?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(number) ?? .null })
    case is Bool.Type:
      stored(column, Bool.self, { JSONWriter.write($0, into: &$1) }, { .bool($0) })
    case is Bool?.Type:
      stored(
        column, Bool?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(JSONValue.bool) ?? .null }
      )
    case is Date.Type:
      stored(column, Date.self, { JSONWriter.write($0, into: &$1) }, { date($0) })
    case is Date?.Type:
      stored(column, Date?.self, { JSONWriter.write($0, into: &$1) }, { $0.map(date) ?? .null })
    default: nil
    }
  }

  private static func number(_ number: Double) -> JSONValue {
    number.isFinite ? .number(number) : .null
  }

  private static func date(_ date: Date) -> JSONValue { .string(date.formatted(.iso8601)) }

  /// Readers of a stored value of type `Value` from the column's property object — which the
  /// column reaches through a key path to an `EntityProperty<Value>`, checked here once; a
  /// property never given a value is `null`, as in the general path.
  private static func stored<Value: _IntentValue & Sendable>(
    _ column: PropertyColumn<Entity>, _: Value.Type,
    _ write: @escaping (Value, inout [UInt8]) -> Void, _ json: @escaping (Value) -> JSONValue
  ) -> Readers? {
    guard column.keyPath is KeyPath<Entity, EntityProperty<Value>> else { return nil }
    let property = column.property
    return (
      write: { entity, bytes in
        let object = unsafeDowncast(property(entity), to: EntityProperty<Value>.self)
        switch object.storedValueForEncoding {
        case .stored(let value?): write(value, &bytes)
        case .stored(.none): bytes.append(contentsOf: "null".utf8)
        case .computed: return false
        }
        return true
      },
      value: { entity in
        let object = unsafeDowncast(property(entity), to: EntityProperty<Value>.self)
        switch object.storedValueForEncoding {
        case .stored(let value?): return json(value)
        case .stored(.none): return .null
        case .computed: return nil
        }
      }
    )
  }
}

extension JSONWriter {
  /// An optional string: the string, or `null`.
  static func write(_ text: String?, into bytes: inout [UInt8]) {
    if let text { write(text, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
  }

  /// An integer, exactly.
  static func write(integer: Int, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: String(integer).utf8)
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
