public import AppIntents
import Foundation
import IntentsImaging
import PDFRendering

/// What a landmark shares with Siri, other apps and agents: a text about it, a picture of where
/// it is, and a one-page PDF fact sheet — most preferred first.
extension LandmarkEntity: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { landmark in
      Data(landmark.plainText.utf8)
    }
    DataRepresentation(exportedContentType: .png) { landmark in
      try landmark.locatorPNG()
    }
    .suggestedFileName { "\($0.name).png" }
    FileRepresentation(exportedContentType: .pdf) { landmark in
      SentTransferredFile(try landmark.writeFactSheet())
    }
    .suggestedFileName { "\($0.name).pdf" }
  }

  /// The landmark as text: name, kind and place, facts, and its description.
  public var plainText: String {
    var lines = [
      "Landmark: \(name)",
      "Kind: \(kind)",
      "Place: \([region, country, continent].compactMap { $0 }.joined(separator: ", "))",
    ]
    if let heightMeters { lines.append("Height: \(Int(heightMeters)) m") }
    if let areaSquareKm { lines.append("Area: \(areaSquareKm) km²") }
    if let year { lines.append("Year: \(year)") }
    if !tags.isEmpty { lines.append("Tags: \(tags.joined(separator: ", "))") }
    lines.append("Description: \(description)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A PNG world map with the landmark marked (see the app's visual search, which reads it back).
  func locatorPNG() throws -> Data {
    try ImageEncoder.png(
      LocatorImage.draw(latitude: latitude, longitude: longitude).makePixelBuffer())
  }

  /// Writes the landmark's fact sheet — its text and its locator map — as a PDF in the
  /// temporary directory, replacing an older one, and returns the file.
  func writeFactSheet() throws -> URL {
    let map = LocatorImage.draw(latitude: latitude, longitude: longitude)
    var pdf = PDFRenderer(title: name)
    pdf.heading(name)
    pdf.paragraph("\(kind.capitalized) · \(country) · \(continent)")
    pdf.image(
      jpeg: try ImageEncoder.jpeg(map.makePixelBuffer(), quality: 80), pixelWidth: map.width,
      pixelHeight: map.height)
    pdf.paragraph(plainText)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("openintents-landmarks", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("landmark-\(id).pdf")
    try pdf.render().write(to: file, options: .atomic)
    return file
  }
}
