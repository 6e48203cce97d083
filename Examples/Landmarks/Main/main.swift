// The Landmarks example's command line: the app's entities, intents and App Shortcuts through
// IntentsCLI, plus `serve` (HTTP) and `mcp` (Model Context Protocol) for programs and agents.
//
//   swift run Landmarks find LandmarkEntity --where 'continent == "Europe"' --sort heightMeters:desc
//
// The database is created on first run in the user's data directory; `--database PATH` or
// LANDMARKS_DATABASE choose another file.

import IntentsCLI
import LandmarksApp

await IntentsCommandLine.main(
  name: "Landmarks",
  abstract: "Landmarks of the world, served through App Intents: find, search, open, collect.",
  commands: ServerCommands.all
) { options in
  let database = try LandmarkDatabase(path: options.database ?? LandmarksApp.defaultDatabasePath())
  return try LandmarksApp.makeHost(database: database)
}
