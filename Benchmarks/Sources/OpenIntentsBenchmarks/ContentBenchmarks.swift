import AppIntents
import CLibJPEG
import CoreVideo
import Foundation
import IntentsImaging
import IntentsRuntime
import IntentsVisualSearch
import VisualIntelligence

/// Peaks share a line of text about themselves.
extension PeakEntity: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { peak in
      Data("Peak: \(peak.name)\nContinent: \(peak.continent)\nHeight: \(peak.height) m\n".utf8)
    }
  }
}

/// A visual search that looks at the picture it is given: the brightness of its middle row
/// picks a peak.
struct PeakPhotoQuery: IntentValueQuery {
  @Dependency var store: PeakStore

  func values(for input: SemanticContentDescriptor) async throws -> [PeakEntity] {
    guard let pixels = input.pixelBuffer else { return [] }
    let size = pixels.size
    let brightness = pixels.accessUnsafeRawPlaneBytes { planes in
      let (properties, bytes) = planes[0]
      let row = size.height / 2 * properties.bytesPerRow
      var total = 0
      for x in stride(from: 0, to: size.width, by: 16) { total += Int(bytes[row + 4 * x + 1]) }
      return total
    }
    return [store.peaks[brightness % store.peaks.count]]
  }
}

extension Benchmarks {
  /// A visual search of a 12-megapixel JPEG — decoded, handed to the query — beside decoding
  /// the same file with libjpeg-turbo alone.
  static func visualSearch(_ harness: Harness, scale: Int) async throws -> [Comparison] {
    let (width, height) = scale > 1 ? (1200, 1000) : (4000, 3000)
    let jpeg = try photo(width: width, height: height)
    let host = IntentsHost(name: "Photos", images: PNGAndJPEGReader()) {
      PeakEntity.self
      PeakPhotoQuery.self
    }
    let request = VisualSearchRequest(image: jpeg)
    let search: () async throws -> Int = {
      try await host.visualSearch(request).values.count * width
    }
    let decodeAlone: () async throws -> Int = { decodeWithLibjpeg(jpeg) }
    let times = try await harness.medians([search, decodeAlone])
    precondition(times[0].checksum == times[1].checksum, "the search and the decoder disagree")
    return [
      Comparison(
        name: "visual search of a \(width * height / 1_000_000) MP JPEG (decode + query)",
        ours: times[0].seconds, baseline: times[1].seconds, target: 1.3)
    ]
  }

  /// Exporting 10,000 entities as plain text through their representation, beside building the
  /// same strings by hand.
  static func exportText(
    _ peaks: [PeakEntity], _ host: IntentsHost, _ harness: Harness
  ) async throws -> [Comparison] {
    let count = min(10_000, peaks.count)
    var entities: [EntityValue] = []
    for start in stride(from: 0, to: count, by: 1000) {
      let identifiers = (start..<min(start + 1000, count)).map { String(peaks[$0].id) }
      entities += try await host.resolve(type: "PeakEntity", identifiers: identifiers)
        .compactMap(\.entity)
    }
    let exported: () async throws -> Int = {
      var bytes = 0
      for entity in entities { bytes &+= try await host.export(entity, as: .plainText).data.count }
      return bytes
    }
    let chosen = Array(peaks.prefix(count))
    let byHand: () async throws -> Int = {
      var bytes = 0
      for peak in chosen {
        bytes &+=
          Data(
            "Peak: \(peak.name)\nContinent: \(peak.continent)\nHeight: \(peak.height) m\n".utf8
          ).count
      }
      return bytes
    }
    let times = try await harness.medians([exported, byHand])
    precondition(times[0].checksum == times[1].checksum, "the export and the hand loop disagree")
    return [
      Comparison(
        name: "export \(count) entities as plain text through their representation",
        ours: times[0].seconds, baseline: times[1].seconds, target: 2)
    ]
  }

  /// A photo-like JPEG: smooth gradients with fine texture, so that it compresses as photos do.
  static func photo(width: Int, height: Int) throws -> Data {
    var buffer = try CVMutablePixelBuffer(
      CVPixelBufferCreationAttributes(
        pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
        size: CVImageSize(width: width, height: height)))
    buffer.accessUnsafeMutableRawPlaneBytes { planes in
      let (properties, bytes) = planes[0]
      var generator = SplitMix(seed: 3)
      for y in 0..<height {
        let row = y * properties.bytesPerRow
        for x in 0..<width {
          let noise = Int(generator.next() % 24)
          bytes[row + 4 * x] = UInt8(truncatingIfNeeded: 80 + y * 120 / height + noise)
          bytes[row + 4 * x + 1] = UInt8(truncatingIfNeeded: 60 + x * 140 / width + noise)
          bytes[row + 4 * x + 2] = UInt8(truncatingIfNeeded: 200 - y * 150 / height + noise)
          bytes[row + 4 * x + 3] = 255
        }
      }
    }
    return try ImageEncoder.jpeg(CVReadOnlyPixelBuffer(buffer), quality: 90)
  }

  /// Decodes the JPEG to BGRA with libjpeg-turbo and nothing else, and returns what the query
  /// would: the number of values (one) times the width.
  static func decodeWithLibjpeg(_ jpeg: Data) -> Int {
    var info = jpeg_decompress_struct()
    var error = jpeg_error_mgr()
    info.err = jpeg_std_error(&error)
    jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_decompress_struct>.size)
    jpeg.withUnsafeBytes { bytes in
      jpeg_mem_src(&info, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(bytes.count))
      _ = jpeg_read_header(&info, 1)
      info.out_color_space = JCS_EXT_BGRA
      _ = jpeg_start_decompress(&info)
      let stride = Int(info.output_width) * 4
      let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * Int(info.output_height))
      var rows = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: 16)
      while info.output_scanline < info.output_height {
        let first = Int(info.output_scanline)
        let count = min(16, Int(info.output_height) - first)
        for index in 0..<count { rows[index] = pixels + (first + index) * stride }
        _ = rows.withUnsafeMutableBufferPointer {
          jpeg_read_scanlines(&info, $0.baseAddress, JDIMENSION(count))
        }
      }
      _ = jpeg_finish_decompress(&info)
      pixels.deallocate()
    }
    jpeg_destroy_decompress(&info)
    return Int(info.image_width)
  }
}
