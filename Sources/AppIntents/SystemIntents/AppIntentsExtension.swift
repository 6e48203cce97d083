/// An app extension that provides App Intents.
///
/// Linux has no app extensions: an extension's intents, entities and queries run in the
/// process that serves them, declared to an `IntentsHost` like the app's own. The protocol
/// exists so that extension code compiles; conforming to it changes nothing on Linux.
public protocol AppIntentsExtension {}
