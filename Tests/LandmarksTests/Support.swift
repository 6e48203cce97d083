import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsWire
import LandmarksApp
import Testing

/// A Landmarks database in a fresh temporary directory, removed when the test ends.
final class TemporaryLandmarks {
  let directory: URL
  let database: LandmarkDatabase
  let host: IntentsHost

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    database = try LandmarkDatabase(path: directory.appendingPathComponent("landmarks.sqlite").path)
    host = try LandmarksApp.makeHost(database: database)
  }

  var path: String { database.path }

  var system: IntentsTestSystem { IntentsTestSystem(host: host) }

  /// Runs the command line in-process on this database.
  func command(
    _ arguments: [String], answers: [String] = [], interactive: Bool? = nil
  ) async
    -> (status: Int32, output: String, error: String)
  {
    let console = RecordingConsole(answers: answers, interactive: interactive)
    let path = path
    let status = await IntentsCommandLine.run(
      arguments + ["--database", path], name: "Landmarks", console: console.console
    ) { options in
      try LandmarksApp.makeHost(
        database: try LandmarksApp.openDatabase(named: options.database ?? path))
    }
    return (status, console.output, console.error)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}

/// The code of the runtime error an operation throws, or `nil`.
func errorCode(_ operation: () async throws -> Void) async -> IntentsError.Code? {
  do {
    try await operation()
    return nil
  } catch let error as IntentsError {
    return error.code
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}
