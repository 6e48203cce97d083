import ArgumentParser

/// The app's own commands beside IntentsCLI's: none until the servers are wired in.
enum ServerCommands {
  static let all: [any ParsableCommand.Type] = []
}
