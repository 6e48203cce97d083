public import Foundation

/// Output an intent streams while it runs, before its result (iOS 27): text as it is written,
/// files, a status line.
///
/// Apple hands a stream only to model-delegation intents (an interface it documents only
/// internally), through their `responseStream`. The OpenIntents runtime runs no such intents, so
/// it makes no streams for apps; the type and its methods exist so that code naming them
/// compiles, and a stream made by the runtime's own code passes each piece, in order, to the
/// receiver it was made with.
public struct IntentResponseStream<Value> {
  let receive: @Sendable (IntentResponsePiece) -> Void

  /// A stream that hands each piece to `receive`.
  package init(receive: @escaping @Sendable (IntentResponsePiece) -> Void) {
    self.receive = receive
  }
}

/// One piece of streamed output.
package enum IntentResponsePiece: Sendable {
  /// Text to add to the response.
  case text(String)
  /// A file added, with the identifier that later updates name.
  case file(UUID, IntentFile)
  /// A new version of a file added before.
  case fileUpdate(UUID, IntentFile)
  /// A status line, such as "Searching…".
  case status(String)
  /// Text for Writing Tools to put in place of the selection.
  case writingToolsOutput(String)
}

/// The output of a model-delegation intent (iOS 27, documented by Apple only internally).
public struct _ModelDelegationOutput: Sendable {}

extension IntentResponseStream where Value == _ModelDelegationOutput {
  /// Adds text to the response.
  public func append(text: String) {
    receive(.text(text))
  }

  /// Adds a file to the response; the identifier returned names it in
  /// ``update(fileId:with:)``.
  @discardableResult
  public func append(file: IntentFile) -> UUID {
    let identifier = UUID()
    receive(.file(identifier, file))
    return identifier
  }

  /// Replaces a file added before.
  public func update(fileId: UUID, with file: IntentFile) {
    receive(.fileUpdate(fileId, file))
  }

  /// Sets the status line shown while the response is written.
  public func setStatus(_ status: String) {
    receive(.status(status))
  }

  /// Adds text for Writing Tools to put in place of the selection.
  public func append(writingToolsOutput: String) {
    receive(.writingToolsOutput(writingToolsOutput))
  }
}
