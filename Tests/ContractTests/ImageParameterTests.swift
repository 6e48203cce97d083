import AppIntents
import CoreVideo
import Foundation
import HTTPTypes
import IntentsCLI
import IntentsHTTP
import IntentsImaging
import IntentsRuntime
import IntentsWire
import Testing

/// Measures a photo by decoding it, as an app that keeps photos does before it keeps one.
struct MeasureTrailPhotoIntent: AppIntent {
  static let title: LocalizedStringResource = "Measure Trail Photo"

  @Parameter(title: "Photo", supportedContentTypes: [.png, .jpeg]) var photo: IntentFile

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let pixels = try await ImageDecoder().decode(photo.data, within: .shared)
    return .result(dialog: "\(pixels.size.width)×\(pixels.size.height)")
  }
}

/// An image an intent cannot decode is the caller's mistake on every surface, as it is in a
/// visual search: `invalidImage` (HTTP 422, exit status 65, MCP invalid params) with the
/// decoder's reason — not a failure of the app (`intentFailed`, 500, 70) that hides it.
@Suite struct ImageParameterTests {
  private static func host() -> IntentsHost {
    IntentsHost(name: "TrailPhotos") { MeasureTrailPhotoIntent.self }
  }

  private static func run(_ data: Data, filename: String) -> ContractCase.Operation {
    .run(
      intent: "MeasureTrailPhotoIntent",
      parameters: [
        "photo": ["filename": .string(filename), "data": .string(data.base64EncodedString())]
      ])
  }

  @Test(arguments: Surface.allCases)
  func anImageTheIntentCannotDecodeIsTheCallersMistake(_ surface: Surface) async throws {
    let surfaces = Surfaces(host: Self.host())
    let picture = VisualTrails.picture(red: 20, green: 60, blue: 220)
    let measured = try await surfaces.answer(Self.run(picture, filename: "lake.png"), on: surface)
    guard case .json(let json) = measured else {
      Issue.record("\(surface): \(measured)")
      return
    }
    #expect(json.objectValue?["result"]?.objectValue?["dialog"]?.stringValue == "16×12")
    // The PNG without its last chunk: truncated.
    let answer = try await surfaces.answer(
      Self.run(picture.dropLast(12), filename: "lake.png"), on: surface)
    #expect(answer.code == "invalidImage", "\(surface): \(answer)")
    #expect(answer.message?.contains("PNG") == true, "\(surface): \(answer)")
    #expect(answer.message?.contains("truncated") == true, "\(surface): \(answer)")
    let error = IntentsError(IntentsError.invalidImage, "")
    #expect(error.httpStatus.code == 422 && ExitStatus.of(error) == 65)
  }
}
