import Foundation

/// Serialises pages into a PDF file: numbered objects, a cross-reference table of their byte
/// offsets, and a trailer.
struct PDFFile {
  let pages: [PDFLayout.Page]
  let pageSize: PDFRenderer.PageSize
  let title: String?

  func bytes() -> Data {
    var objects: [Data] = []
    func add(_ body: Data) -> Int {
      objects.append(body)
      return objects.count
    }
    func text(_ string: String) -> Data { Data(string.utf8) }

    // Objects 1 and 2 are the catalog and the page tree; pages follow.
    _ = add(Data())
    _ = add(Data())
    let regular = add(
      text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"))
    let bold = add(
      text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
    )
    var pageNumbers: [Int] = []
    for page in pages {
      var xObjects: [String] = []
      for image in page.images {
        var stream = text(
          "<< /Type /XObject /Subtype /Image /Width \(image.pixelWidth) /Height \(image.pixelHeight) "
            + "/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode "
            + "/Length \(image.data.count) >>\nstream\n")
        stream.append(image.data)
        stream.append(text("\nendstream"))
        xObjects.append("/\(image.name) \(add(stream)) 0 R")
      }
      let content = Data(page.operators.joined(separator: "\n").utf8)
      var stream = text("<< /Length \(content.count) >>\nstream\n")
      stream.append(content)
      stream.append(text("\nendstream"))
      let contents = add(stream)
      let resources =
        "<< /Font << /F1 \(regular) 0 R /F2 \(bold) 0 R >>"
        + (xObjects.isEmpty ? "" : " /XObject << \(xObjects.joined(separator: " ")) >>") + " >>"
      pageNumbers.append(
        add(
          text(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(Int(pageSize.width)) "
              + "\(Int(pageSize.height))] /Resources \(resources) /Contents \(contents) 0 R >>")))
    }
    objects[0] = text("<< /Type /Catalog /Pages 2 0 R >>")
    objects[1] = text(
      "<< /Type /Pages /Kids [\(pageNumbers.map { "\($0) 0 R" }.joined(separator: " "))] "
        + "/Count \(pageNumbers.count) >>")
    let info = add(
      text(
        "<< /Producer (OpenIntents PDFRenderer)"
          + (title.map { " /Title \(WinAnsiText.literal($0))" } ?? "") + " >>"))

    // The second line's high bytes tell tools the file is binary.
    var file = Data("%PDF-1.4\n".utf8) + Data([0x25, 0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(file.count)
      file.append(text("\(index + 1) 0 obj\n"))
      file.append(body)
      file.append(text("\nendobj\n"))
    }
    let xref = file.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
    table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info \(info) 0 R >>\n"
    table += "startxref\n\(xref)\n%%EOF\n"
    file.append(text(table))
    return file
  }
}
