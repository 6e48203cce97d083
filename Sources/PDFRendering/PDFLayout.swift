import Foundation

/// Places blocks on pages, top to bottom, starting a new page when one is full.
struct PDFLayout {
  /// One page's drawing operators and the images it shows.
  struct Page {
    var operators: [String] = []
    var images: [(name: String, data: Data, pixelWidth: Int, pixelHeight: Int)] = []
  }

  let pageSize: PDFRenderer.PageSize
  let margin: Double
  private(set) var pages: [Page] = [Page()]
  /// The distance from the page's bottom to the top of the next line.
  private var cursor: Double
  private var imageCount = 0

  init(pageSize: PDFRenderer.PageSize, margin: Double) {
    self.pageSize = pageSize
    self.margin = margin
    cursor = pageSize.height - margin
  }

  private var contentWidth: Double { pageSize.width - 2 * margin }

  mutating func place(_ block: PDFRenderer.Block) {
    switch block {
    case .text(let text, let size, let bold):
      let leading = size * 1.35
      for line in HelveticaMetrics.wrap(text, size: size, bold: bold, width: contentWidth) {
        reserve(leading)
        cursor -= leading
        let font = bold ? "F2" : "F1"
        let encoded = WinAnsiText.literal(line)
        pages[pages.count - 1].operators.append(
          "BT /\(font) \(format(size)) Tf \(format(margin)) \(format(cursor + size * 0.3)) Td "
            + "\(encoded) Tj ET")
      }
      cursor -= size * 0.5
    case .image(let data, let pixelWidth, let pixelHeight, let width):
      let shownWidth = min(width ?? contentWidth, contentWidth)
      var shownHeight = shownWidth * Double(pixelHeight) / Double(pixelWidth)
      var finalWidth = shownWidth
      let available = pageSize.height - 2 * margin
      if shownHeight > available {  // a tall image: fit the page's height instead
        finalWidth *= available / shownHeight
        shownHeight = available
      }
      reserve(shownHeight)
      cursor -= shownHeight
      imageCount += 1
      let name = "Im\(imageCount)"
      pages[pages.count - 1].images.append((name, data, pixelWidth, pixelHeight))
      pages[pages.count - 1].operators.append(
        "q \(format(finalWidth)) 0 0 \(format(shownHeight)) \(format(margin)) \(format(cursor)) cm "
          + "/\(name) Do Q")
      cursor -= 8
    }
  }

  /// Starts a new page unless `height` more points fit on this one.
  private mutating func reserve(_ height: Double) {
    if cursor - height < margin, !pages[pages.count - 1].operators.isEmpty {
      pages.append(Page())
      cursor = pageSize.height - margin
    }
  }

  func finish() -> [Page] { pages }

  private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
