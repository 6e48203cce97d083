// The Landmarks example's command line: the app's entities, intents and App Shortcuts through
// IntentsCLI, plus `serve` (HTTP) and `mcp` (Model Context Protocol) for programs and agents.
//
//   swift run Landmarks find LandmarkEntity --where 'continent == "Europe"' --sort heightMeters:desc
//
// The database is created on first run in the user's data directory; `--database PATH` or
// LANDMARKS_DATABASE choose another file, in a directory that exists: a Landmarks database, or
// a new or empty file (see LandmarksApp.openDatabase). A postgres:// URL keeps everything —
// the app's data, references, runs, events, the Spotlight index — in PostgreSQL instead, which
// several `serve` and `mcp --http` processes may share.

import IntentsCLI
import LandmarksApp

await IntentsCommandLine.main(
  name: "Landmarks",
  abstract: "Landmarks of the world, served through App Intents: find, search, open, collect.",
  commands: ServerCommands.all
) { options in
  try await LandmarksApp.makeHost(
    database: try await LandmarksApp.openDatabase(named: options.database))
}
