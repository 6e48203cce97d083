import Foundation
import IntentsRuntime
import IntentsWire
import MCP

/// The host's entities as MCP resources: one template per entity type
/// (`intents://<app>/<Type>/{id}`, plus the type's own URL template when it is
/// URL-representable), reading an entity as JSON, listing suggested entities, and completing
/// the `{id}` of a template from suggestions and search.
struct ResourceCatalog: Sendable {
  let host: IntentsHost
  let uris: EntityURI
  let types: [EntityTypeDescription]

  /// The MIME type of every resource.
  static let mimeType = "application/json"

  // MARK: - Templates

  /// One template per entity type, and one per URL representation.
  var templates: [Resource.Template] {
    types.flatMap { type -> [Resource.Template] in
      var templates = [
        Resource.Template(
          uriTemplate: uris.template(type: type.identifier), name: type.identifier,
          title: type.name,
          description:
            "A \(type.name) (\(type.identifier)) as JSON: id, title, subtitle and every property. "
            + "Complete {id} for suggestions, or type text to search."
            + ResourceContent.templateNote(host: host, type: type.identifier),
          mimeType: Self.mimeType)
      ]
      if let urlTemplate = type.urlTemplate {
        templates.append(
          Resource.Template(
            uriTemplate: urlTemplate, name: "\(type.identifier).url",
            title: "\(type.name) by URL",
            description: "A \(type.name) (\(type.identifier)) by its URL, as JSON.",
            mimeType: Self.mimeType))
      }
      return templates
    }
  }

  // MARK: - Reading

  /// The entity a URI names, as JSON with every property; with `?as=TYPE`
  /// (`intents://landmarks/LandmarkEntity/113?as=text/plain`), the entity's content of that
  /// type through its transfer representations — text as text, anything else as a blob — with
  /// the representation's MIME type.
  func read(_ uri: String, failures: FailureReporting) async throws -> ReadResource.Result {
    try await IntentsError.mapping(failures) {
      let (address, contentType) = ResourceContent.split(uri)
      let entity = try await self.entity(at: address)
      if let contentType {
        return ReadResource.Result(
          contents: [try await ResourceContent.read(entity, as: contentType, uri: uri, host: host)]
        )
      }
      let json = try await host.json(of: entity, properties: .all)
      return ReadResource.Result(
        contents: [.text(json.prettyPrinted, uri: uri, mimeType: Self.mimeType)])
    }
  }

  /// The entity a URI without `?as=` names.
  private func entity(at uri: String) async throws -> EntityValue {
    let entity: EntityValue
    if let (type, identifier) = try uris.parse(uri) {
      entity = try await host.entity(type: type, identifier: identifier)
    } else if types.contains(where: { $0.urlTemplate != nil }), let url = URL(string: uri),
      url.scheme != nil
    {
      entity = try await host.entity(at: url)
    } else {
      throw MCPError.invalidParams(
        "‘\(uri.prefix(200))’ is not a resource of this server; entities are \(uris.pattern).")
    }
    return entity
  }

  /// The entities the types suggest, a bounded number per type; types whose suggestions fail
  /// are left out.
  func list() async -> [Resource] {
    var resources: [Resource] = []
    for type in types where resources.count < MCPLimits.listedResources {
      guard let suggested = try? await host.suggest(type: type.identifier) else { continue }
      let room = min(MCPLimits.listedResourcesPerType, MCPLimits.listedResources - resources.count)
      for entity in suggested.entities.prefix(room) {
        resources.append(
          Resource(
            name: "\(type.identifier)/\(entity.identifier)",
            uri: uris.uri(type: type.identifier, identifier: entity.identifier),
            title: entity.title,
            description: "\(type.name) “\(entity.title)”"
              + (entity.subtitle.map { " — \($0)" } ?? ""),
            mimeType: Self.mimeType))
      }
    }
    return resources
  }

  // MARK: - Completion

  /// Values for the `{id}` of a template: the suggested identifiers when nothing is typed;
  /// otherwise suggested identifiers starting with the text, then the identifiers of the
  /// entities a search for the text finds.
  func complete(
    _ parameters: Complete.Parameters, failures: FailureReporting
  ) async throws -> Complete.Result.Completion {
    guard case .resource(let reference) = parameters.ref else {
      throw MCPError.invalidParams(
        "This server has no prompts; it completes the {id} of its resource templates.")
    }
    guard
      let type = types.first(where: {
        uris.template(type: $0.identifier) == reference.uri || $0.urlTemplate == reference.uri
      })
    else {
      throw MCPError.invalidParams(
        "‘\(reference.uri.prefix(200))’ is not a resource template of this server; they are "
          + templates.map(\.uriTemplate).joined(separator: ", ") + ".")
    }
    guard parameters.argument.name == "id" else {
      throw MCPError.invalidParams(
        "The templates have one argument, ‘id’, not ‘\(parameters.argument.name.prefix(60))’.")
    }
    let text = parameters.argument.value
    return try await IntentsError.mapping(failures) {
      var identifiers: [String] = []
      if text.isEmpty || type.capabilities.textSearch == .unavailable {
        let folded = text.lowercased()
        identifiers = try await host.suggest(type: type.identifier).entities.map(\.identifier)
          .filter { folded.isEmpty || $0.lowercased().hasPrefix(folded) }
      } else {
        let suggested = (try? await host.suggest(type: type.identifier).entities) ?? []
        identifiers = suggested.map(\.identifier).filter {
          $0.lowercased().hasPrefix(text.lowercased())
        }
        identifiers += try await host.search(type: type.identifier, text: text).entities.map(
          \.identifier)
      }
      var seen = Set<String>()
      let unique = identifiers.filter { seen.insert($0).inserted }
      let limit = MCPLimits.maximumCompletionValues
      return Complete.Result.Completion(
        values: Array(unique.prefix(limit)), total: unique.count, hasMore: unique.count > limit)
    }
  }
}
