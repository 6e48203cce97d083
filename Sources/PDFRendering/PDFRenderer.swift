public import Foundation

/// Writes a PDF document of headings, paragraphs and JPEG images, laid out top to bottom on
/// as many pages as they need, in Helvetica.
///
/// ```swift
/// var pdf = PDFRenderer()
/// pdf.heading("Matterhorn")
/// pdf.paragraph("Continent: Europe")
/// pdf.image(jpeg: photo, pixelWidth: 640, pixelHeight: 480)
/// try pdf.render().write(to: url)
/// ```
///
/// Text uses the PDF standard fonts (nothing embedded), so characters outside Windows Latin 1
/// are written without their accents where they have one, else as `?`. Images are embedded as
/// they are (JPEG data is valid PDF image data). This is an OpenIntents addition: a renderer
/// Linux has, where Apple apps use SwiftUI's `ImageRenderer` and Core Graphics.
public struct PDFRenderer: Sendable {
  /// A page size, in points (1/72 inch).
  public struct PageSize: Sendable, Hashable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A page of the given size.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }

    /// ISO A4, 595 × 842 points.
    public static let a4 = PageSize(width: 595, height: 842)
    /// US Letter, 612 × 792 points.
    public static let letter = PageSize(width: 612, height: 792)
  }

  enum Block: Sendable {
    case text(String, size: Double, bold: Bool)
    case image(Data, pixelWidth: Int, pixelHeight: Int, width: Double?)
  }

  /// The page size.
  public var pageSize: PageSize
  /// The blank border around each page's content, in points.
  public var margin: Double
  /// The document's title, in its information dictionary.
  public var title: String?
  var blocks: [Block] = []

  /// An empty document of the given page size and margin.
  public init(pageSize: PageSize = .a4, margin: Double = 56, title: String? = nil) {
    self.pageSize = pageSize
    self.margin = margin
    self.title = title
  }

  /// Adds a heading: bold text, 20 points by default.
  public mutating func heading(_ text: String, size: Double = 20) {
    blocks.append(.text(text, size: size, bold: true))
  }

  /// Adds a paragraph, wrapped to the page's width: 11 points by default.
  public mutating func paragraph(_ text: String, size: Double = 11) {
    blocks.append(.text(text, size: size, bold: false))
  }

  /// Adds a JPEG image (baseline or progressive, colour), shown `width` points wide — by
  /// default as wide as the page's content — keeping its proportions.
  public mutating func image(jpeg: Data, pixelWidth: Int, pixelHeight: Int, width: Double? = nil) {
    precondition(pixelWidth > 0 && pixelHeight > 0, "An image has at least one pixel each way")
    blocks.append(.image(jpeg, pixelWidth: pixelWidth, pixelHeight: pixelHeight, width: width))
  }

  /// The document as PDF 1.4 bytes.
  public func render() -> Data {
    var layout = PDFLayout(pageSize: pageSize, margin: margin)
    for block in blocks { layout.place(block) }
    return PDFFile(pages: layout.finish(), pageSize: pageSize, title: title).bytes()
  }
}
