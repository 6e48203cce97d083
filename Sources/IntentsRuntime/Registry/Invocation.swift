import AppIntents

/// Calls into the app's code: loads the dependencies of a query or intent first, records the
/// call in the transcript, and turns the app's errors into ``IntentsError``s.
enum Invocation {
  /// Loads every `@Dependency` of a value the system created.
  static func prepareDependencies(of value: Any, type: String) async throws {
    try await Dependencies(of: value).load(for: type)
  }

  /// The `@Dependency` wrappers of a value, found once by reflection; a query's are kept with
  /// its type's runtime, so that no call reflects on it again.
  struct Dependencies: Sendable {
    private let wrappers: [(name: String, dependency: any ResolvableDependency)]

    init(of value: Any) {
      wrappers = Mirror(reflecting: value).children.compactMap { child in
        guard let dependency = child.value as? any ResolvableDependency else { return nil }
        return (child.label.map { String($0.drop { $0 == "_" }) } ?? "dependency", dependency)
      }
    }

    /// Loads them all; a missing one is a ``IntentsError/missingDependency`` naming it.
    func load(for type: String) async throws {
      for (name, dependency) in wrappers {
        do {
          try await dependency.resolveDependency()
        } catch {
          throw IntentsError(
            IntentsError.missingDependency,
            "\(type) cannot run: its dependency ‘\(name)’ is missing. \(String(describing: error))")
        }
      }
    }
  }

  /// Calls a query method, recording it and mapping its errors.
  static func query<Result>(
    _ type: String, _ method: String, _ detail: @autoclosure () -> String,
    count: (Result) -> Int?,
    _ call: () async throws -> Result
  ) async throws -> Result {
    do {
      let result = try await call()
      Transcript.note(.query, type, method, detail(), count: count(result))
      return result
    } catch let error as IntentsError {
      Transcript.note(.query, type, method, detail() + " threw \(error.code)")
      throw error
    } catch {
      Transcript.note(.query, type, method, detail() + " threw")
      throw IntentsError.thrownByApp(
        error, subject: "\(type).\(method)", failure: IntentsError.queryFailed)
    }
  }

  static func describe(_ values: [String]) -> String {
    let shown = values.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
    return "[\(shown)\(values.count > 8 ? ", … \(values.count) in all" : "")]"
  }
}
