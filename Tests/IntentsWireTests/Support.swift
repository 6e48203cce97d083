import AppIntentsTesting
import IntentsFixtures
import IntentsWire
import Testing

/// A test system serving the fixture domain, with its store registered.
func makeSystem(store: any ReferenceStore = InMemoryReferenceStore()) -> IntentsTestSystem {
  IntentsTestSystem(host: TrailsHost.make(store: store))
}

/// The code of the error an operation throws, or `nil`.
func errorCode(_ operation: () async throws -> Void) async -> IntentsError.Code? {
  do {
    try await operation()
    return nil
  } catch let error as IntentsError {
    return error.code
  } catch {
    return IntentsError.Code(rawValue: "other: \(error)")
  }
}

/// The error an operation throws, or `nil`.
func intentsError(_ operation: () async throws -> Void) async -> IntentsError? {
  do {
    try await operation()
    return nil
  } catch {
    return error as? IntentsError
  }
}
