/// A piece of user interface, described by value: the stand-in for SwiftUI's `View` that lets an
/// App Intents file which shows a snippet view compile on Linux.
///
/// ```swift
/// struct TrailSnippet: View {
///   let name: String
///   var body: some View {
///     VStack(alignment: .leading) {
///       Text(name).font(.headline)
///       Label("Open", systemImage: "map")
///     }
///   }
/// }
/// ```
///
/// Nothing draws a view on Linux: the system shows an intent's result as its dialog, value and
/// parameters (see AppIntents' "Intents on Linux"). The views keep what they were given, so that
/// the code building them runs as written.
///
/// Unlike Apple's, this protocol is not isolated to the main actor: there is no main thread that
/// draws, and an intent's `perform()` builds its snippet view where it runs.
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View

  /// The view's content, made of other views.
  @ViewBuilder var body: Body { get }
}

/// A view with no content of its own to compute: `Text`, `Image`, stacks and the other views this
/// module declares. Reading the `body` of one is a programming error, as it is on Apple
/// platforms.
extension Never: View {
  /// No content.
  public typealias Body = Never
}

extension View where Body == Never {
  /// Stops the program: a primitive view has no body to compute.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; it has no body to read.")
  }
}
