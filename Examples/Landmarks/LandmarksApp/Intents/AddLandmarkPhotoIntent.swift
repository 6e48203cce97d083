public import AppIntents
import CoreVideo
import Foundation
import IntentsImaging

/// Adds a photo — a PNG or JPEG file — to a landmark, kept in the app's database.
///
/// The photo is an `IntentFile`: the command line takes a path (`--photo @matterhorn.png`), HTTP
/// a `multipart/form-data` upload or base64 in JSON, MCP an embedded resource or image block.
/// The picture is decoded before it is kept, so a damaged file is refused, not stored.
public struct AddLandmarkPhotoIntent: AppIntent {
  public static let title: LocalizedStringResource = "Add Photo to Landmark"
  public static var description: IntentDescription? {
    IntentDescription(
      "Keeps a PNG or JPEG photo of a landmark with the landmark.", categoryName: "Landmarks")
  }
  public static var parameterSummary: some ParameterSummary {
    Summary("Add \(\.$photo) to \(\.$landmark)")
  }

  @Parameter(title: "Landmark", requestValueDialog: "Which landmark is in the photo?")
  public var landmark: LandmarkEntity
  @Parameter(title: "Photo", supportedContentTypes: [.png, .jpeg])
  public var photo: IntentFile

  @Dependency var database: LandmarkDatabase

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    let bytes = photo.data
    let picture: (format: ImageFormat, width: Int, height: Int)
    do {
      // Within the shared budget, so that many uploads at once cannot exhaust the memory.
      let decoded = try await ImageDecoder().decode(bytes, within: .shared)
      picture = (ImageFormat(sniffing: bytes) ?? .png, decoded.size.width, decoded.size.height)
    } catch let error as ImageDecodingError {
      // The system reports an image that cannot be decoded as the caller's mistake
      // (invalidImage), with this reason.
      throw ImageDecodingError(error.code, "\(photo.filename): \(error.message)")
    }
    let contentType: UTType = picture.format == .png ? .png : .jpeg
    let (_, count) = try await database.addPhoto(
      landmark: landmark.id, filename: photo.filename, contentType: contentType.identifier,
      width: picture.width, height: picture.height, bytes: bytes)
    let photos = count == 1 ? "1 photo" : "\(count) photos"
    let size = "\(picture.width)×\(picture.height)"
    return .result(
      value: count, dialog: "Added a \(size) photo to \(landmark.name), which now has \(photos).")
  }
}
