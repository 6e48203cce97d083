/// An intent whose result is a snippet: content shown inside another intent's result or
/// confirmation, which the system runs again when the app calls ``reload()``.
///
/// ```swift
/// struct TicketResultSnippetIntent: SnippetIntent {
///   static let title: LocalizedStringResource = "Ticket Results"
///   @Parameter var landmark: LandmarkEntity
///
///   func perform() async throws -> some IntentResult & ShowsSnippetView {
///     .snippet(dialog: "\(tickets.count(for: landmark)) tickets left")
///   }
/// }
/// ```
///
/// Linux has no SwiftUI: the OpenIntents runtime shows a snippet as what it carries — its
/// dialog, value and parameters — in the terminal, and returns it as structured content over
/// HTTP and MCP with the snippet intent's identity, so a client can render it and run it again.
public protocol SnippetIntent: AppIntent where Self.PerformResult: ShowsSnippetView {}

extension SnippetIntent {
  /// Asks the system to run the snippets of this type again, because what they show changed.
  ///
  /// The OpenIntents runtime runs the snippet intent again with the parameters it was shown
  /// with and publishes the new content as a reload event of the run that showed it (and of the
  /// host's event stream), which the CLI prints, HTTP streams and MCP sends as a notification.
  public static func reload() {
    IntentSystemEvents.shared.post(.snippetReload(Self.self))
  }
}

/// A snippet intent that shows nothing: the default of `.result(snippetIntent:)`.
public struct EmptySnippetIntent: SnippetIntent {
  /// The empty snippet's title.
  public static var title: LocalizedStringResource { "Empty Snippet" }
  /// Not offered to people.
  public static var isDiscoverable: Bool { false }

  /// The empty snippet.
  public init() {}

  /// Shows nothing.
  public func perform() async throws -> some IntentResult & ShowsSnippetView {
    IntentResultContainer<Never, Never, _SnippetViewContainer, Never>()
  }
}
