/// A transfer representation that converts an entity into a system intent value — a person,
/// a place — and, when it can, such a value back into an entity.
///
/// List it in the entity's `transferRepresentation`, beside or instead of representations
/// that carry bytes:
///
/// ```swift
/// struct ContactEntity: AppEntity, Transferable {
///   static var transferRepresentation: some TransferRepresentation {
///     ValueRepresentation(
///       exporting: { contact in
///         IntentPerson(
///           identifier: .applicationDefined(contact.id), name: .displayName(contact.name),
///           handle: IntentPerson.Handle(emailAddress: contact.email))
///       },
///       importing: { person in try await ContactStore.shared.contact(matching: person) })
///   }
/// }
/// ```
///
/// On Linux the OpenIntents system writes each such entity, wherever it answers with one (a
/// run's result, a Find, a search, a lookup), with the value the exporting closure gives
/// under `"as"`, keyed by the value type's name:
/// `"as": {"IntentPerson": {"name": "Ada Lovelace", …}}`. An exporting closure that
/// throws leaves its value out; the entity is written all the same. Where a parameter takes
/// the entity, a caller may give the value in the same shape, `{"IntentPerson": {…}}`: the
/// importing closure turns it into the entity. Without an importing closure the runtime
/// refuses that input with `invalidValue`; an importing closure that throws fails
/// the parameter with `transferFailed`, saying why.
///
/// The representation carries no bytes: `exported(as:)` and the other data conversions of
/// `Transferable` pass over it.
public struct IntentValueRepresentation<Item, IntentValue>: TransferRepresentation
where Item: Transferable, IntentValue: _IntentValue, IntentValue: Sendable {
  let exporting: @Sendable (Item) async throws -> IntentValue
  let importing: (@Sendable (IntentValue) async throws -> Item)?

  init(
    converting exporting: @escaping @Sendable (Item) async throws -> IntentValue,
    back importing: (@Sendable (IntentValue) async throws -> Item)?
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// The representation as the OpenIntents system reads it: no bytes, the conversions.
  public var body: some TransferRepresentation {
    AttachedRepresentation<Item>(conversion)
  }

  /// The conversions with their types erased.
  private var conversion: IntentValueConversion {
    let exporting = exporting
    let export: @Sendable (Any) async throws -> any Sendable = { item in
      guard let item = item as? Item else { throw IntentValueConversion.Mismatch() }
      return try await exporting(item)
    }
    var importer: (@Sendable (Any) async throws -> Any)?
    if let importing {
      importer = { value in
        guard let value = value as? IntentValue else { throw IntentValueConversion.Mismatch() }
        return try await importing(value)
      }
    }
    return IntentValueConversion(
      valueType: IntentValue.self, name: String(describing: IntentValue.self), export: export,
      importer: importer)
  }
}

extension IntentValueRepresentation where IntentValue: _SystemIntentValue {
  /// Creates a representation that exports an entity as a system intent value.
  public init(exporting: @escaping @Sendable (Item) async throws -> IntentValue) {
    self.init(converting: exporting, back: nil)
  }

  /// Creates a representation that exports an entity as a system intent value and imports
  /// such a value as an entity.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> IntentValue,
    importing: @escaping @Sendable (IntentValue) async throws -> Item
  ) {
    self.init(converting: exporting, back: importing)
  }
}

extension IntentValueRepresentation where IntentValue == IntentPerson {
  /// Creates a representation that exports an entity as a person.
  public init(exporting: @escaping @Sendable (Item) async throws -> IntentValue) {
    self.init(converting: exporting, back: nil)
  }

  /// Creates a representation that exports an entity as a person and imports a person as an
  /// entity.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> IntentValue,
    importing: @escaping @Sendable (IntentValue) async throws -> Item
  ) {
    self.init(converting: exporting, back: importing)
  }
}

extension AppEntity {
  /// The representation that converts this entity into a system intent value and back; see
  /// ``IntentValueRepresentation``.
  public typealias ValueRepresentation = IntentValueRepresentation
}

/// An ``IntentValueRepresentation`` as the runtime reads it, its types erased: the value type,
/// its name, and the conversions.
package struct IntentValueConversion: Sendable {
  /// The system value type.
  package let valueType: Any.Type
  /// The value type's name: the key of the value in an entity's `"as"` and in input.
  package let name: String
  /// Converts an item of the representation's type into the value.
  package let export: @Sendable (Any) async throws -> any Sendable
  /// Converts a value of ``valueType`` into an item, when the representation imports.
  package let importer: (@Sendable (Any) async throws -> Any)?

  /// An item or value of another type than the representation's: the runtime's mistake.
  struct Mismatch: Error, CustomStringConvertible {
    var description: String { "the value is not of the representation's type" }
  }
}

extension Transferable {
  /// The ``IntentValueRepresentation``s the type lists, in order.
  package static var intentValueConversions: [IntentValueConversion] {
    attachedRepresentations.compactMap { $0 as? IntentValueConversion }
  }
}
