import IntentsRuntime
import Foundation

/// Writes entities for people (a table) or scripts (JSON).
struct EntityOutput {
  let host: IntentsHost
  let console: Console
  let json: Bool

  /// Entities as a table of identifier, title and subtitle, with the named properties as more
  /// columns; or as a JSON array with every inexpensive property.
  func write(_ entities: [EntityValue], columns: [String] = []) async throws {
    if json {
      console.print(try await host.json(of: entities).prettyPrinted)
      return
    }
    console.print(try await table(entities, columns: columns))
  }

  func table(_ entities: [EntityValue], columns: [String]) async throws -> String {
    var table = TextTable(["ID", "TITLE", "SUBTITLE"] + columns)
    for entity in entities {
      var row = [entity.identifier, entity.title, entity.subtitle ?? ""]
      if !columns.isEmpty {
        let values = try await host.properties(of: entity)
        for column in columns {
          row.append(Rendering.cell(values.first { $0.name == column }?.value))
        }
      }
      table.add(row)
    }
    return table.rendered
  }

  /// One entity, with every property on its own line.
  func write(_ entity: EntityValue, selection: PropertySelection) async throws {
    if json {
      console.print(try await host.json(of: entity, properties: selection).prettyPrinted)
      return
    }
    var table = TextTable(["PROPERTY", "VALUE"])
    table.maximumWidth = 100
    table.add(["id", entity.identifier])
    table.add(["title", entity.title])
    if let subtitle = entity.subtitle { table.add(["subtitle", subtitle]) }
    if let url = try await host.url(of: entity) { table.add(["url", url.absoluteString]) }
    for property in try await host.properties(of: entity, selection: selection) {
      table.add([
        property.name,
        property.isLoaded
          ? Rendering.cell(property.value)
          : property.error.map { "(failed: \($0))" } ?? "(not loaded; --all-properties)",
      ])
    }
    console.print(table.rendered)
  }

  /// Query results: sections become headings; an empty answer says so.
  func write(_ results: EntityResults, what: String) async throws {
    if json {
      console.print(try await host.json(of: results).prettyPrinted)
      return
    }
    if let label = results.promptLabel { console.print(label) }
    if results.entities.isEmpty {
      console.print("No \(what).")
      return
    }
    for section in results.sections where !section.entities.isEmpty {
      if let title = section.title { console.print("\n\(title)") }
      console.print(try await table(section.entities, columns: []))
    }
  }
}
