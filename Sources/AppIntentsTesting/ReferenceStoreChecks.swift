import Foundation
import IntentsRuntime

/// Checks that a `ReferenceStore` keeps the guarantees the protocol documents: replacing by
/// name, listing sorted by name, removing, and chaining identifier migrations. Run it against an
/// empty store in your store's tests.
public enum ReferenceStoreChecks {
  /// A guarantee the store broke.
  public struct Failure: Error, CustomStringConvertible {
    /// Which guarantee, and what the store did instead.
    public let description: String
  }

  /// Exercises an empty store; throws ``Failure`` at the first broken guarantee.
  public static func run(on store: any ReferenceStore) async throws {
    try check(try await store.references().isEmpty, "a new store must have no references")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    try await store.save(SavedReference(name: "b", type: "T", identifier: "1", createdAt: date))
    try await store.save(SavedReference(name: "a", type: "T", identifier: "2", createdAt: date))
    try await store.save(SavedReference(name: "b", type: "T", identifier: "3", createdAt: date))
    let names = try await store.references().map(\.name)
    try check(names == ["a", "b"], "references must be unique by name and sorted, got \(names)")
    try check(
      try await store.reference(named: "b")?.identifier == "3",
      "saving under an existing name must replace the reference")
    try check(try await store.reference(named: "c") == nil, "an unknown name must give nil")
    try check(try await store.removeReference(named: "a"), "removing a reference must report it")
    try check(!(try await store.removeReference(named: "a")), "removing twice must report nothing")

    let run = SavedRun(
      name: "trip", intent: "OpenIntent",
      parameters: ["target": .entity(type: "T", identifier: "3"), "note": .input(.text("hi"))],
      createdAt: date)
    try await store.save(run)
    try check(try await store.run(named: "trip") == run, "a saved run must read back unchanged")
    try await store.save(SavedRun(name: "alpha", intent: "X", parameters: [:], createdAt: date))
    try check(
      try await store.runs().map(\.name) == ["alpha", "trip"], "runs must be sorted by name")
    try check(try await store.removeRun(named: "alpha"), "removing a run must report it")

    try await store.addIdentifierMigrations(["1": "10"], type: "T")
    try await store.addIdentifierMigrations(["10": "100"], type: "T")
    try await store.addIdentifierMigrations(["x": "y", "y": "x"], type: "T")
    try check(
      try await store.currentIdentifier("1", type: "T") == "100", "migrations must chain")
    try check(
      try await store.currentIdentifier("1", type: "U") == "1", "migrations belong to one type")
    let cycle = try await store.currentIdentifier("x", type: "T")
    try check(cycle == "y", "a migration cycle must stop before repeating, got \(cycle)")
  }

  private static func check(_ condition: Bool, _ message: String) throws {
    if !condition { throw Failure(description: "ReferenceStore guarantee broken: \(message)") }
  }
}
