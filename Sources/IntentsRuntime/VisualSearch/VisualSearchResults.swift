/// What a visual search found: the apps' values, best first, and what the search was made of.
///
/// This is an OpenIntents addition.
public struct VisualSearchResults: Sendable {
  /// The image that was searched, as decoded.
  public struct Image: Sendable, Hashable, Codable {
    /// Its format, `png` or `jpeg`.
    public var format: String
    /// Its width, in pixels.
    public var width: Int
    /// Its height, in pixels.
    public var height: Int

    /// An image of the given format and size.
    public init(format: String, width: Int, height: Int) {
      self.format = format
      self.width = width
      self.height = height
    }
  }

  /// The values, ranked: each query's values in the order it returned them, queries in the
  /// order of their identifiers, each value once.
  public var values: [VisualSearchValue]
  /// The labels searched, cleaned (trimmed, each once).
  public var labels: [String]
  /// The image searched, if one was given.
  public var image: Image?
  /// Whether more values were found than the limit let through.
  public var truncated: Bool
  /// How to show more results for the same content in the app: the intent adopting the
  /// `.visualIntelligence.semanticContentSearch` schema, with the searched content as its
  /// `SemanticContentDescriptor` parameter (named by a token the host keeps for up to ten
  /// minutes, within a budget of bytes; its image is decoded again when the intent runs); `nil`
  /// when the app has no such intent.
  public var moreResults: IntentInvocation?
}

/// One value a visual search found: an entity, an enum case or another value, perhaps as a
/// case of a union value, with how to open it.
///
/// This is an OpenIntents addition.
public struct VisualSearchValue: Sendable {
  /// What the value is.
  public enum Value: Sendable {
    /// An entity, resolvable again by its type and identifier.
    case entity(EntityValue)
    /// A case of an enum, by raw value.
    case enumCase(JSONValue)
    /// Another value, as JSON.
    case other(JSONValue)
  }

  /// The value's place, 1 for the best.
  public var rank: Int
  /// The persistent identifier of the query that returned it.
  public var query: String
  /// The union-value case it came in, such as `landmark`, when the query returns a union.
  public var unionCase: String?
  /// The value.
  public var value: Value
  /// The persistent identifier of the value's type, such as `LandmarkEntity`.
  public var typeIdentifier: String
  /// How the value is shown.
  public var title: String
  /// Secondary text, if any.
  public var subtitle: String?
  /// How to open it in the app: the `OpenIntent` whose target is the value's entity type, with
  /// the entity as its target; `nil` when no served intent opens it.
  public var open: IntentInvocation?

  /// The entity, when the value is one.
  public var entity: EntityValue? {
    if case .entity(let entity) = value { return entity }
    return nil
  }
}
