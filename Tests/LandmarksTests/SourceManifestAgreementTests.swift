import Foundation
import IntentsLint
import IntentsRuntime
import Testing

/// The manifest `intents-lint --manifest` reads from the example's sources is the one its host
/// serves: what Apple's build extracts as metadata, checked against what runs.
@Suite struct SourceManifestAgreementTests {
  /// The example app's folder.
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Landmarks")

  /// The fields of the runtime's manifest the source manifest does not derive, each with why.
  /// Every other field is compared.
  static let notCompared: [String: String] = [
    "intents.parameters.hints":
      "how a parameter is entered is worked out by the runtime from its type and options",
    "intents.parameters.allowedValues": "supported values are built when the app runs",
    "intents.deprecation": "a deprecation's message is read from the type when it runs",
    "entities.valueRepresentations": "value representations are closures over the app's types",
    "entities.schema.identifier": "Apple's identifier of a schema comes from its catalog",
    "entities.schema.meaning": "a schema's meaning comes from Apple's catalog",
    "entities.schema.surface": "a schema's surface comes from Apple's catalog",
    "enums.schema.identifier": "Apple's identifier of a schema comes from its catalog",
    "enums.schema.meaning": "a schema's meaning comes from Apple's catalog",
    "enums.schema.surface": "a schema's surface comes from Apple's catalog",
    "intents.schema.identifier": "Apple's identifier of a schema comes from its catalog",
    "intents.schema.meaning": "a schema's meaning comes from Apple's catalog",
    "intents.schema.surface": "a schema's surface comes from Apple's catalog",
  ]

  /// The example's Swift files, in path order.
  static func sources() throws -> [(path: String, source: String)] {
    let walk = FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)
    var files: [(path: String, source: String)] = []
    while let url = walk?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test func theManifestFromSourceAgreesWithTheRunningExample() async throws {
    let source = SourceManifest(try Self.sources())
    // The example says everything in literals: nothing is left out.
    #expect(source.notes == [])
    let landmarks = try await TemporaryLandmarks()
    let json = try await landmarks.host.manifest().json()
    let running = try JSONDecoder().decode(SourceManifest.self, from: Data(json.utf8))

    #expect(source.app == running.app)
    #expect(source.formatVersion == running.formatVersion)
    #expect(source.entities.map(\.identifier) == running.entities.map(\.identifier))
    for (read, served) in zip(source.entities, running.entities) {
      var properties = read
      properties.properties = []
      var servedProperties = served
      servedProperties.properties = []
      #expect(properties == servedProperties)
      #expect(read.properties.map(\.name) == served.properties.map(\.name))
      for (property, servedProperty) in zip(read.properties, served.properties) {
        #expect(property == servedProperty, "\(read.identifier).\(property.name)")
      }
    }
    #expect(source.enums == running.enums)
    #expect(source.intents.map(\.identifier) == running.intents.map(\.identifier))
    for (read, served) in zip(source.intents, running.intents) {
      #expect(read == served, "\(read.identifier)")
    }
    #expect(source.shortcuts == running.shortcuts)

    // What the comparison leaves out is the list above, and nothing else.
    let decodedKeys = try Self.keyPaths(of: running.json())
    let skipped = try Self.keyPaths(of: json).subtracting(decodedKeys)
    let unexplained = skipped.filter { key in
      !Self.notCompared.keys.contains { key == $0 || key.hasPrefix($0 + ".") }
    }
    #expect(unexplained.isEmpty, "fields neither compared nor explained: \(unexplained.sorted())")
  }

  /// The key paths of a JSON document, array positions left out: `intents.parameters.name`.
  static func keyPaths(of json: String) throws -> Set<String> {
    var found: Set<String> = []
    func visit(_ value: Any, _ path: String) {
      if let object = value as? [String: Any] {
        for (key, member) in object {
          let next = path.isEmpty ? key : "\(path).\(key)"
          found.insert(next)
          visit(member, next)
        }
      } else if let array = value as? [Any] {
        for element in array { visit(element, path) }
      }
    }
    visit(try JSONSerialization.jsonObject(with: Data(json.utf8)), "")
    return found
  }
}
