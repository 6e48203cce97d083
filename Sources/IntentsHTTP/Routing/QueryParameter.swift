import IntentsRuntime
import IntentsWire

/// A query parameter a route reads: its name, whether it must be given, and how the OpenAPI
/// document describes it.
struct QueryParameter: Sendable {
  /// Where the schema of a parameter's value comes from.
  enum Schema: Sendable {
    /// This schema.
    case fixed(JSONValue)
    /// `all`, `none`, or property names of the operation's entity type.
    case propertySelection
    /// A whole number, documented with this schema and read by the route (``Paging``'s
    /// reader), so that its errors are those of every surface.
    case integer(JSONValue)
    /// Text, documented with this schema and checked by the runtime — its length
    /// (`requestTooLarge`) and its control characters (`invalidValue`) — so that its errors
    /// are those of every surface.
    case text(JSONValue)
  }

  /// The parameter's name.
  let name: String
  /// Whether a request must give it.
  let isRequired: Bool
  /// What it means.
  let description: String
  /// The schema of its value.
  let schema: Schema

  /// `?properties=` on routes of an entity type: which property values entities carry.
  static let properties = QueryParameter(
    name: "properties", isRequired: false,
    description:
      "Which property values each entity carries: left out, the inexpensive ones; `all`, "
      + "deferred ones too; `none`, no `properties` member; or property names separated by "
      + "commas, those properties and no others (deferred ones among them computed).",
    schema: .propertySelection)

  /// `?limit=` on routes answering a page of entities.
  static let limit = QueryParameter(
    name: "limit", isRequired: false,
    description:
      "The most entities to return: \(Paging.defaultLimit) when left out, at most "
      + "\(Paging.maximumLimit).",
    schema: .integer(IntentsHost.limitSchema))

  /// `?offset=` on routes answering a page of entities.
  static let offset = QueryParameter(
    name: "offset", isRequired: false,
    description: "How many matching entities to skip: the `nextOffset` of the previous page.",
    schema: .integer(IntentsHost.offsetSchema))

  /// `?properties=` on saved references, whose entities may be of any type.
  static let allOrNoProperties = QueryParameter(
    name: "properties", isRequired: false,
    description:
      "Which property values the entity carries: left out, the inexpensive ones; `all`, "
      + "deferred ones too; `none`, no `properties` member.",
    schema: .fixed(["type": "string", "enum": ["all", "none"]]))
}
