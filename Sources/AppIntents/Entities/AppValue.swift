/// A value App Intents understands: an app entity or an app enum. It has a stable type identity
/// and a type-level display representation.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue,
  Sendable
{}
