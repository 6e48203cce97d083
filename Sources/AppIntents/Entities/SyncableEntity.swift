/// An entity whose identifiers hold across devices and rebuilds of the app's store: a server
/// UUID or a CloudKit record name, rather than a row number on one device.
///
/// ```swift
/// struct TodoEntity: SyncableEntity {
///   let id: String   // the server's UUID
///   …
/// }
/// ```
///
/// An entity whose store numbers its rows locally pairs the local identifier with the stable
/// one in a ``SyncableEntityIdentifier``.
///
/// On Linux, the host publishes that the type's identifiers are stable (`syncable` in its
/// description, on every surface), so that programs and agents know they may keep them —
/// in saved references and runs, resource URIs and their own records.
public protocol SyncableEntity: AppEntity {}

/// The identifier of an entity that has a local identifier on this device and a stable one
/// everywhere.
///
/// ```swift
/// struct NoteEntity: SyncableEntity {
///   let id: SyncableEntityIdentifier<Int, UUID>   // a row number, and the server's UUID
///   …
/// }
/// ```
///
/// On Linux the stable part is the identifier's identity: it is what ``entityIdentifierString``
/// writes (so what goes on the wire, into saved references and runs and into resource URIs), and
/// two identifiers are equal when their stable parts are — the local part is where the entity
/// lives in this copy of the store. An identifier read back from the wire has only its stable
/// part (``local`` is `nil`): the query finds the entity by it. One made with only a local part
/// is written `local:` followed by it, and equals only identifiers with that local part and no
/// stable one; the host still matches it to the entity its query finds by that local part. A
/// stable part that begins with `local:` (or `stable:`) is written after `stable:`, so that it
/// reads back as itself.
public struct SyncableEntityIdentifier<LocalID, StableID>: Sendable
where
  LocalID: EntityIdentifierConvertible & Sendable,
  StableID: EntityIdentifierConvertible & Sendable
{
  /// The identifier in this device's store, if known.
  public let local: LocalID?
  /// The identifier every device shares, if known.
  public let stable: StableID?

  /// An identifier with both parts.
  public init(local: LocalID, stable: StableID) {
    self.local = local
    self.stable = stable
  }

  init(local: LocalID?, stable: StableID?) {
    self.local = local
    self.stable = stable
  }

  /// What the wire form of a local-only identifier starts with.
  static var localPrefix: String { "local:" }
}

extension SyncableEntityIdentifier where LocalID == StableID {
  /// An identifier that is the same on this device and everywhere.
  public init(id: LocalID) {
    self.init(local: id, stable: id)
  }
}

extension SyncableEntityIdentifier: Equatable {
  /// Whether the two identify the same entity: the same stable part, or — for identifiers
  /// without one — the same local part.
  public static func == (
    lhs: SyncableEntityIdentifier<LocalID, StableID>,
    rhs: SyncableEntityIdentifier<LocalID, StableID>
  ) -> Bool {
    lhs.entityIdentifierString == rhs.entityIdentifierString
  }
}

extension SyncableEntityIdentifier: Hashable {
  /// Hashes the identity: the stable part, or the local part of an identifier without one.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(entityIdentifierString)
  }
}

extension SyncableEntityIdentifier: EntityIdentifierConvertible {
  /// The stable part as its own string; `local:` and the local part for an identifier without
  /// a stable one. A stable part that itself begins with `local:` or `stable:` is written after
  /// `stable:`, so that it is never read back as a local part.
  public var entityIdentifierString: String {
    if let stable {
      let text = stable.entityIdentifierString
      let escaped = text.hasPrefix(Self.localPrefix) || text.hasPrefix(Self.stablePrefix)
      return escaped ? Self.stablePrefix + text : text
    }
    return Self.localPrefix + (local?.entityIdentifierString ?? "")
  }

  /// The identifier the string stands for: a stable part (no local one) — after `stable:`
  /// when it is written so — or, after `local:`, a local part; `nil` when the part is not one
  /// of its type.
  public static func entityIdentifier(
    for string: String
  ) -> SyncableEntityIdentifier<LocalID, StableID>? {
    if string.hasPrefix(localPrefix) {
      let local = LocalID.entityIdentifier(for: String(string.dropFirst(localPrefix.count)))
      return local.map { SyncableEntityIdentifier(local: $0, stable: nil) }
    }
    let stable =
      string.hasPrefix(stablePrefix) ? String(string.dropFirst(stablePrefix.count)) : string
    return StableID.entityIdentifier(for: stable).map {
      SyncableEntityIdentifier(local: nil, stable: $0)
    }
  }

  /// What marks a stable part that would otherwise read as a local one.
  static var stablePrefix: String { "stable:" }
}

/// An identifier that can also be written by its local part alone (`local:12`), as a
/// ``SyncableEntityIdentifier`` is when it has no stable part.
package protocol LocallyWritableIdentifier {
  /// The local part in its wire form (`local:12`), or `nil` when the local part is not known.
  var localIdentifierString: String? { get }
}

extension SyncableEntityIdentifier: LocallyWritableIdentifier {
  package var localIdentifierString: String? {
    local.map { Self.localPrefix + $0.entityIdentifierString }
  }
}

extension SyncableEntityIdentifier: CustomStringConvertible {
  /// Both parts: `local 12, stable 5A1C…`.
  public var description: String {
    [
      local.map { "local \($0.entityIdentifierString)" },
      stable.map { "stable \($0.entityIdentifierString)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }
}

/// The types of a ``SyncableEntityIdentifier``'s parts, for the runtime's descriptions.
package protocol SyncableIdentifierParts {
  /// The type of the stable part.
  static var stableType: Any.Type { get }
  /// The local part as a string, if any.
  var localString: String? { get }
  /// The local part as a string, for an identifier without a stable part.
  var localOnlyString: String? { get }
}

extension SyncableEntityIdentifier: SyncableIdentifierParts {
  package static var stableType: Any.Type { StableID.self }
  package var localString: String? { local?.entityIdentifierString }
  package var localOnlyString: String? { stable == nil ? localString : nil }
}
