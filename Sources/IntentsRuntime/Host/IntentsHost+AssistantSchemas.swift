extension IntentsHost {
  /// The assistant schemas the served types adopt, by schema and type: what the app means to
  /// Siri, Apple Intelligence and agents. This is an OpenIntents addition.
  ///
  /// ```swift
  /// host.adoptedSchemas.map(\.schema.id)  // ["photos.asset", "photos.openAsset"]
  /// ```
  public var adoptedSchemas: [AdoptedSchema] {
    registry.adoptedSchemas.sorted { ($0.schema.id, $0.type) < ($1.schema.id, $1.type) }
  }
}
