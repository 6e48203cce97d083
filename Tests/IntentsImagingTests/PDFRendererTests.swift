import Foundation
import IntentsImaging
import PDFRendering
import Testing

@Suite struct PDFRendererTests {
  /// The objects of a PDF by number, found through its cross-reference table.
  private func objects(_ pdf: Data) throws -> [Int: String] {
    let text = String(decoding: pdf, as: UTF8.self)
    let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
    let offset = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
    let table = String(decoding: pdf[offset...], as: UTF8.self)
    #expect(table.hasPrefix("xref\n0 "))
    var found: [Int: String] = [:]
    for (number, line) in table.split(separator: "\n").dropFirst(3).enumerated() {
      guard line.hasSuffix(" n ") || line.hasSuffix(" n") else { break }
      let position = try #require(Int(line.prefix(10)))
      let object = String(decoding: pdf[position...].prefix(40), as: UTF8.self)
      #expect(
        object.hasPrefix("\(number + 1) 0 obj"), "xref entry \(number + 1) points at \(object)")
      found[number + 1] = String(decoding: pdf[position...], as: UTF8.self)
    }
    return found
  }

  @Test func writesAWellFormedDocumentWhoseTableFindsEveryObject() throws {
    var renderer = PDFRenderer(title: "Matterhorn")
    renderer.heading("Matterhorn")
    renderer.paragraph("A near-symmetric pyramidal peak (4,478 m) above Zermatt — Zürich is near.")
    let pdf = renderer.render()
    #expect(pdf.starts(with: Array("%PDF-1.4".utf8)))
    #expect(String(decoding: pdf.suffix(6), as: UTF8.self) == "%%EOF\n")
    let found = try objects(pdf)
    #expect(found.count >= 5)
    let contents = found.values.joined()
    #expect(contents.contains("(Matterhorn) Tj"))
    #expect(contents.contains("Z\\374rich"))  // ü in Windows Latin 1
    #expect(contents.contains("\\(4,478 m\\)"))  // parentheses escaped
  }

  @Test func embedsJPEGImagesAndFlowsOntoNewPages() throws {
    var canvas = ImageCanvas(width: 40, height: 30, background: .white)
    canvas.fill(x: 0, y: 0, width: 20, height: 30, with: .black)
    let jpeg = try ImageEncoder.jpeg(canvas.makePixelBuffer())
    var renderer = PDFRenderer()
    for index in 1...60 {
      renderer.paragraph("Paragraph \(index): " + String(repeating: "word ", count: 40))
    }
    renderer.image(jpeg: jpeg, pixelWidth: 40, pixelHeight: 30)
    let pdf = renderer.render()
    let found = try objects(pdf)
    let pages = found.values.filter { $0.prefix(200).contains("/Type /Page ") }
    #expect(pages.count > 3)
    #expect(found.values.contains { $0.prefix(300).contains("/Filter /DCTDecode") })
    #expect(pdf.range(of: jpeg) != nil)
  }
}
