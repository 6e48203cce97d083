// A small domain for the visual-search, on-screen and transfer tests: peaks (Transferable,
// openable), shelters, a value query returning a union of both, and the intents around them.

import AppIntents
import CoreVideo
import Foundation
import IntentsImaging
import IntentsRuntime
import IntentsVisualSearch
import VisualIntelligence

struct PeakEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
  static let defaultQuery = PeakQuery()
  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Height") var height: Int
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(_ id: Int, _ name: String, _ height: Int) {
    self.id = id
    self.name = name
    self.height = height
  }

  static let all = [
    PeakEntity(1, "Matterhorn", 4478), PeakEntity(2, "Eiger", 3967), PeakEntity(3, "Mönch", 4110),
    PeakEntity(4, "Weisshorn", 4506),
  ]
}

enum PeakError: Error, CustomStringConvertible {
  case noJSON
  var description: String { "peaks have no JSON yet" }
}

extension PeakEntity: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { Data("\($0.name), \($0.height) m".utf8) }
    DataRepresentation(exportedContentType: .image) { _ in
      try ImageEncoder.png(ImageCanvas(width: 2, height: 2).makePixelBuffer())
    }
    DataRepresentation(exportedContentType: .json) { _ in throw PeakError.noJSON }
    DataRepresentation(importedContentType: .plainText) { data in
      let parts = String(decoding: data, as: UTF8.self).split(separator: ",")
      guard parts.count == 2, let height = Int(parts[1].filter(\.isNumber)) else {
        throw PeakError.noJSON
      }
      return PeakEntity(99, String(parts[0]), height)
    }
  }
}

struct PeakQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [PeakEntity] { PeakEntity.all }
  func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
    PeakEntity.all.filter { identifiers.contains($0.id) }
  }
}

struct ShelterEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelter"
  static let defaultQuery = ShelterQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ShelterQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ShelterEntity] {
    identifiers.map(ShelterEntity.init(id:))
  }
}

/// What a visual search of the peaks finds.
enum Sighting: UnionValue {
  case peak(PeakEntity)
  case shelter(ShelterEntity)
}

/// Labels name peaks and shelters; a mostly red picture is the Matterhorn at sunset, a mostly
/// blue one the Eiger's sky.
struct SightingQuery: IntentValueQuery {
  func values(for input: SemanticContentDescriptor) async throws -> [Sighting] {
    var found: [Sighting] = []
    if let pixels = input.pixelBuffer {
      let corner = pixels.accessUnsafeRawPlaneBytes { planes in
        (red: planes[0].bytes[2], blue: planes[0].bytes[0])
      }
      found.append(.peak(PeakEntity.all[corner.red > corner.blue ? 0 : 1]))
    }
    for label in input.labels.map({ $0.lowercased() }) {
      if let peak = PeakEntity.all.first(where: { $0.name.lowercased() == label }) {
        found.append(.peak(peak))
      }
      if label == "shelter" { found.append(.shelter(ShelterEntity(id: "Hörnlihütte"))) }
    }
    return found
  }
}

struct OpenPeakIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Peak"
  @Parameter(title: "Peak") var target: PeakEntity
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Opening \(target.name)")
  }
}

@AppIntent(schema: .visualIntelligence.semanticContentSearch)
struct MorePeaksIntent: AppIntent {
  static let title: LocalizedStringResource = "More Peaks"
  @Parameter(title: "Content") var semanticContent: SemanticContentDescriptor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Searching for \(semanticContent.description)")
  }
}

/// An intent that also takes searched content but adopts no schema: its identifier sorts
/// before `MorePeaksIntent`, so only the schema makes the host pick the other for "more
/// results".
struct AnnotatePeakPhotoIntent: AppIntent {
  static let title: LocalizedStringResource = "Annotate Peak Photo"
  @Parameter(title: "Photo") var photo: SemanticContentDescriptor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Annotating \(photo.description)")
  }
}

struct ClimbShownPeakIntent: AppIntent {
  static let title: LocalizedStringResource = "Climb Peak"
  @Parameter(title: "Peak") var peak: PeakEntity
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Climbing \(peak.name) (\(peak.height) m)")
  }
}

enum PeaksHost {
  /// The host, reading images with `images` (PNG and JPEG within the standard limits unless
  /// told otherwise).
  static func make(images: (any ImageReader)? = PNGAndJPEGReader()) -> IntentsHost {
    IntentsHost(name: "Peaks", images: images) {
      PeakEntity.self
      ShelterEntity.self
      OpenPeakIntent.self
      AnnotatePeakPhotoIntent.self
      MorePeaksIntent.self
      ClimbShownPeakIntent.self
      SightingQuery.self
    }
  }

  /// A PNG of one colour.
  static func picture(_ color: PixelColor) throws -> Data {
    try ImageEncoder.png(ImageCanvas(width: 32, height: 24, background: color).makePixelBuffer())
  }
}
