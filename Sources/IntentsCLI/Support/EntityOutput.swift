import Foundation
import IntentsRuntime
import IntentsWire

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
          : property.error.map { "(failed: \($0))" }
            ?? "(not loaded; --property \(property.name))",
      ])
    }
    console.print(table.rendered)
  }

  /// A page of results: as JSON, the shape HTTP and MCP answer with (`entities`, `total`,
  /// `truncated`, `nextOffset`); for people, a table (sections as headings), then — on
  /// standard error — where the next page starts when entities were left out.
  func write(
    _ page: EntityPage, columns: [String] = [], what: String,
    selection: PropertySelection? = .inexpensive
  ) async throws {
    if json {
      console.print(try await host.json(of: page, properties: selection).prettyPrinted)
      return
    }
    if let label = page.promptLabel { console.print(label) }
    if page.entities.isEmpty {
      console.print(
        page.total == 0 || page.total == nil ? "No \(what)." : "No \(what) on this page.")
    } else if page.sections.count > 1 || page.sections.contains(where: { $0.title != nil }) {
      for section in page.sections where !section.entities.isEmpty {
        if let title = section.title { console.print("\n\(title)") }
        console.print(try await table(section.entities, columns: columns))
      }
    } else {
      console.print(try await table(page.entities, columns: columns))
    }
    if let next = page.nextOffset {
      let total = page.total.map { " of \($0)" } ?? ""
      console.printError(
        "Showing \(page.entities.count)\(total); more matched: add --offset \(next) for the next "
          + "page, or --limit (at most \(Paging.maximumLimit)).")
    }
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
