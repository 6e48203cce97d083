import AppIntentsTesting
import CoreVideo
import Foundation
import IntentsImaging
import LandmarksApp
import Testing

/// Adding a photo to a landmark: a PNG or JPEG file from the command line, kept in the app's
/// database after it is decoded; anything else refused before or when it is read.
@Suite struct PhotoTests {
  /// A picture file in the test's directory.
  private func picture(
    _ landmarks: TemporaryLandmarks, named name: String, jpeg: Bool = false
  )
    throws -> URL
  {
    let canvas = ImageCanvas(
      width: 64, height: 48, background: PixelColor(red: 200, green: 220, blue: 255))
    let buffer = try canvas.makePixelBuffer()
    let data = jpeg ? try ImageEncoder.jpeg(buffer, quality: 80) : try ImageEncoder.png(buffer)
    let url = landmarks.directory.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  @Test(arguments: LandmarksBackend.available) func thePhotoOfAPathIsKeptWithTheLandmark(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let png = try picture(landmarks, named: "summit.png")
    let first = await landmarks.command(
      ["run", "AddLandmarkPhotoIntent", "--landmark", "matterhorn", "--photo", "@" + png.path])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Added a 64×48 photo to Matterhorn, which now has 1 photo."))
    // A file whose name says nothing gets its type from --photo-type.
    let jpeg = try picture(landmarks, named: "upload.bin", jpeg: true)
    let second = await landmarks.command([
      "run", "AddLandmarkPhotoIntent", "--landmark", "id:113", "--photo", "@" + jpeg.path,
      "--photo-type", "image/jpeg",
    ])
    #expect(second.status == 0, "\(second.error)")
    #expect(second.output.contains("which now has 2 photos"))
    let photos = try await landmarks.database.photos(landmark: 113)
    #expect(photos.map(\.filename) == ["summit.png", "upload.bin"])
    #expect(photos.map(\.contentType) == ["public.png", "public.jpeg"])
    #expect(photos.map(\.width) == [64, 64])
    #expect(try ImageDecoder().decode(photos[1].bytes).size.height == 48)
  }

  @Test(arguments: LandmarksBackend.available) func aFileThatIsNotAPictureIsRefusedAndNothingIsKept(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let text = landmarks.directory.appendingPathComponent("notes.txt")
    try Data("not a photo".utf8).write(to: text)
    let wrongType = await landmarks.command(
      ["run", "AddLandmarkPhotoIntent", "--landmark", "id:113", "--photo", "@" + text.path])
    #expect(wrongType.status != 0)
    #expect(wrongType.error.contains("public.png, public.jpeg"), "\(wrongType.error)")
    // Named a PNG, but damaged: the app decodes it and refuses it.
    let damaged = landmarks.directory.appendingPathComponent("damaged.png")
    try (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0, count: 40))
      .write(to: damaged)
    let refused = await landmarks.command(
      ["run", "AddLandmarkPhotoIntent", "--landmark", "id:113", "--photo", "@" + damaged.path])
    // The caller's mistake (65, invalidImage), with the decoder's reason — not a failure of the
    // app (70).
    #expect(refused.status == 65, "\(refused.error)")
    #expect(refused.error.contains("damaged.png"), "\(refused.error)")
    #expect(refused.error.contains("PNG"), "\(refused.error)")
    let noFile = await landmarks.command(
      ["run", "AddLandmarkPhotoIntent", "--landmark", "id:113", "--photo-type", "image/png"])
    #expect(noFile.status != 0)
    #expect(noFile.error.contains("--photo @"), "\(noFile.error)")
    #expect(try await landmarks.database.photos(landmark: 113).isEmpty)
  }
}
