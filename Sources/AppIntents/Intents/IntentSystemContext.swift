public import Foundation

extension IntentModes {
  /// The mode an intent is running in right now.
  public struct Current: Hashable, Sendable, CustomDebugStringConvertible {
    let isForeground: Bool
    /// Whether the intent may still move to the foreground.
    public let canContinueInForeground: Bool

    package init(isForeground: Bool, canContinueInForeground: Bool) {
      self.isForeground = isForeground
      self.canContinueInForeground = canContinueInForeground
    }

    /// Running without showing the app.
    public static var background: Current {
      Current(isForeground: false, canContinueInForeground: true)
    }
    /// Running with the app in front.
    public static var foreground: Current {
      Current(isForeground: true, canContinueInForeground: false)
    }

    /// "background" or "foreground".
    public var debugDescription: String { isForeground ? "foreground" : "background" }
  }
}

/// What the system tells a running intent about how it runs.
public struct IntentSystemContext: Sendable {
  /// The mode the intent runs in.
  public let currentMode: IntentModes.Current
  /// When the run started.
  public let preciseTimestamp: Date?

  /// Whether the person can only hear the run, with no screen to show it (iOS 27): a request
  /// through a voice assistant on a speaker or headphones.
  ///
  /// The OpenIntents surfaces — a terminal, HTTP and MCP clients — all show text, so a run on
  /// Linux is never voice-only: `false`.
  public var isVoiceOnly: Bool { false }

  /// The locale the run speaks to the person in (iOS 27).
  ///
  /// On Linux, the serving process's locale (`Locale.current`, from `LANG`/`LC_ALL`): the
  /// OpenIntents surfaces do not carry a locale per request.
  public var locale: Locale { Locale.current }

  package init(currentMode: IntentModes.Current, preciseTimestamp: Date?) {
    self.currentMode = currentMode
    self.preciseTimestamp = preciseTimestamp
  }
}

/// When the running intent started, set by the runtime for the duration of `perform()`.
package enum IntentRunClock {
  /// The start of the run on this task, if any.
  @TaskLocal package static var started: Date?
}

extension AppIntent {
  /// How the intent runs: the runtime's mode and the run's start. Outside a run, the
  /// background and no timestamp.
  public var systemContext: IntentSystemContext {
    IntentSystemContext(
      currentMode: IntentInteraction.current?.currentMode ?? .background,
      preciseTimestamp: IntentRunClock.started)
  }

  /// The error to throw when the intent must continue in the foreground.
  ///
  /// Linux has no app to bring forward: the OpenIntents runtime asks the person (a confirm
  /// question with the dialog) whether to go on; when they agree it performs the intent again,
  /// now in the foreground mode (``systemContext`` says so); when they decline, the run stops.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true
  ) -> AppIntentError {
    AppIntentError.continueInForeground(dialog) {
      try await IntentInteraction.askToContinueInForeground(dialog, alwaysConfirm: alwaysConfirm)
      return .performAgain
    }
  }

  /// Asks to continue in the foreground; throws when the person declines.
  ///
  /// Linux has no app to bring forward: the OpenIntents runtime asks the person (a confirm
  /// question with the dialog) whether to go on, and the run then continues in the foreground
  /// mode; a caller that declines stops the run.
  public func continueInForeground(
    _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true
  )
    async throws
  {
    try await IntentInteraction.askToContinueInForeground(dialog, alwaysConfirm: alwaysConfirm)
  }
}

extension IntentInteraction {
  /// Asks the person, through the running system, to continue in the foreground; throws
  /// ``AppIntentError`` `declined` when they do not.
  package static func askToContinueInForeground(
    _ dialog: IntentDialog?, alwaysConfirm: Bool
  ) async throws {
    let interaction = try require("continue in the foreground")
    guard try await interaction.requestToContinueInForeground(dialog, alwaysConfirm: alwaysConfirm)
    else { throw AppIntentError.declined }
  }
}

extension AppIntentError {
  /// An error raised when an intent must continue in the foreground.
  package static func continueInForeground(
    _ dialog: IntentDialog?, recovery: Recovery? = nil
  ) -> AppIntentError {
    AppIntentError(
      "needsToContinueInForeground",
      dialog?.text ?? "The intent needs to continue in the app.", recovery: recovery)
  }
}
