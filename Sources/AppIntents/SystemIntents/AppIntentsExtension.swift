import Foundation

/// An app extension that provides App Intents.
///
/// ```swift
/// @main
/// struct LandmarksIntentsExtension: AppIntentsExtension {}
/// ```
///
/// Linux has no app extensions: an extension's intents, entities and queries run in the
/// process that serves them, declared to an `IntentsHost` like the app's own. The protocol
/// exists so that extension code compiles; its ``configuration`` says there is nothing to
/// configure, and an extension built as an executable explains this and exits (see
/// ``main()``).
public protocol AppIntentsExtension: AppExtension {}

/// An app extension's entry point and configuration (ExtensionFoundation's protocol, for
/// ``AppIntentsExtension``).
public protocol AppExtension {
  /// What configures the extension.
  associatedtype Configuration: AppExtensionConfiguration
  /// The extension's configuration.
  var configuration: Configuration { get }
  /// Creates the extension.
  init()
}

/// What configures an app extension (ExtensionFoundation's protocol).
public protocol AppExtensionConfiguration {}

/// The configuration of an App Intents extension: nothing to configure, as the intents are
/// found from the app's declarations.
public struct AppIntentsExtensionConfiguration: AppExtensionConfiguration, Sendable {
  /// The configuration.
  public init() {}
}

extension AppIntentsExtension {
  /// The extension's configuration: nothing to configure.
  public var configuration: some AppExtensionConfiguration { AppIntentsExtensionConfiguration() }

  /// The entry point of an extension marked `@main`.
  ///
  /// Linux runs no extension processes for the system to talk to, so there is nothing for one
  /// to do: it writes why to standard error and exits with status 64 (`EX_USAGE`). Serve the
  /// extension's intents from a process of your own with an `IntentsHost` (`IntentsCLI`'s
  /// `IntentsCommand`, an HTTP or MCP server).
  public static func main() {
    let message =
      "\(Self.self) is an App Intents extension: Linux runs no extension processes. Serve its "
      + "intents with an IntentsHost (IntentsCLI, IntentsHTTP or IntentsMCP) instead.\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
  }
}
