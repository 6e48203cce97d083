import CoreVideo
import Foundation
import IntentsImaging
import Testing

/// Damaged files are refused with a reason, never decoded into a partial or wrong picture: each
/// damaged form is made here from a valid file.
@Suite struct DamagedImageTests {
  // MARK: - JPEG

  /// The ways a JPEG's bytes are damaged in the wild and by hostile clients.
  enum JPEGDamage: String, CaseIterable, CustomTestStringConvertible {
    case truncatedBeforeEOI, endsMidScan, earlyEOI, flippedScanBytes, strayRestartMarker
    case headerClaims7000Square

    var testDescription: String { rawValue }

    func apply(to jpeg: Data) -> Data {
      var bytes = [UInt8](jpeg)
      let scan = JPEGScan(bytes)
      switch self {
      case .truncatedBeforeEOI:
        bytes.removeLast(2)
      case .endsMidScan:
        bytes.removeSubrange(scan.middle...)
      case .earlyEOI:
        bytes.insert(contentsOf: [0xFF, 0xD9], at: scan.middle)
      case .flippedScanBytes:
        // Each entropy-coded byte with its top bit flipped, leaving the markers' 0xFF and
        // stuffed 0x00 bytes as they are (and making no new 0xFF).
        for index in scan.data where ![0xFF, 0x00, 0x7F].contains(bytes[index]) {
          bytes[index] ^= 0x80
        }
      case .strayRestartMarker:
        bytes.insert(contentsOf: [0xFF, 0xD3], at: scan.middle)
      case .headerClaims7000Square:
        // The frame header (FFC0 or FFC2): length (2), precision (1), height (2), width (2).
        let frame = (0..<bytes.count - 1).first {
          bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2)
        }!
        bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [0x1B, 0x58, 0x1B, 0x58])
      }
      return Data(bytes)
    }
  }

  @Test(arguments: JPEGDamage.allCases, [false, true])
  func aDamagedJPEGIsRefusedWithTheReason(damage: JPEGDamage, progressive: Bool) throws {
    let whole = try Samples.jpeg(progressive: progressive)
    #expect(try ImageDecoder().decode(whole).size == CVImageSize(width: 64, height: 48))
    let damaged = damage.apply(to: whole)
    #expect(damaged != whole)
    let error = try #require(throws: ImageDecodingError.self) {
      try ImageDecoder().decode(damaged)
    }
    #expect(error.code == ImageDecodingError.damaged, "\(error)")
    #expect(error.message.contains("JPEG"), "\(error)")
    let reasons = ["truncated", "premature end", "Corrupt JPEG data", "Bogus", "marker"]
    #expect(reasons.contains { error.message.contains($0) }, "\(error)")
  }

  @Test func aSmallFileClaimingAHugeJPEGIsRefusedNotPaddedWithGrey() throws {
    let claim = JPEGDamage.headerClaims7000Square.apply(to: try Samples.jpeg())
    #expect(claim.count < 2_000)
    #expect(try ImageDecoder().header(of: claim).size == CVImageSize(width: 7000, height: 7000))
    #expect(Samples.code { _ = try ImageDecoder().decode(claim) } == ImageDecodingError.damaged)
  }

  // MARK: - PNG

  @Test func aPNGWithoutItsEndIsTruncated() throws {
    let whole = try Samples.png()
    // IEND is the last 12 bytes: length 0, type, CRC.
    #expect(whole.suffix(8).prefix(4) == Data("IEND".utf8))
    let error = try #require(throws: ImageDecodingError.self) {
      try ImageDecoder().decode(whole.dropLast(12))
    }
    #expect(error.code == ImageDecodingError.damaged)
    #expect(error.message.contains("truncated"), "\(error)")
    for length in stride(from: 8, to: whole.count, by: 7) {
      #expect(
        Samples.code { _ = try ImageDecoder().decode(whole.prefix(length)) }
          == ImageDecodingError.damaged, "\(length) of \(whole.count) bytes")
    }
  }

  @Test func aPNGWithAWrongChecksumIsRefused() throws {
    var bytes = [UInt8](try Samples.png())
    let idat = PNGChunk.find("IDAT", in: bytes)
    // The chunk's CRC, after its data.
    bytes[idat.data.upperBound] ^= 0x01
    let crc = try #require(throws: ImageDecodingError.self) {
      try ImageDecoder().decode(Data(bytes))
    }
    #expect(crc.code == ImageDecodingError.damaged)
    #expect(crc.message.contains("CRC"), "\(crc)")
    // The compressed data damaged and the chunk's CRC made right: zlib's checksum still tells.
    bytes = [UInt8](try Samples.png())
    bytes[idat.data.lowerBound + idat.data.count / 2] ^= 0x10
    PNGChunk.fixCRC(of: idat, in: &bytes)
    #expect(
      Samples.code { _ = try ImageDecoder().decode(Data(bytes)) } == ImageDecodingError.damaged)
  }

  @Test func aPNGWhoseDataIsTooShortForItsSizeIsRefusedBeforeItsPixels() async throws {
    // 7000×7000 is within the limits, but a few hundred bytes of deflate cannot hold it.
    let claim = try Samples.png(declaringWidth: 7000, height: 7000)
    let budget = DecodingBudget(bytes: 1 << 20)
    let error = await #expect(throws: ImageDecodingError.self) {
      _ = try await ImageDecoder().decode(claim, within: budget)
    }
    // Refused as damaged, not as larger than the 1 MiB budget: from its size, before its pixels.
    #expect(error?.code == ImageDecodingError.damaged)
    #expect(error?.message.contains("too few") == true, "\(String(describing: error))")
    #expect(budget.peakBytesInUse == 0)
    #expect(Samples.code { _ = try ImageDecoder().decode(claim) } == ImageDecodingError.damaged)
  }

  @Test func aPNGChunkLongerThanTheFileIsRefusedBeforeLibpngAllocatesIt() throws {
    // Found by the PNG fuzzer: 48 bytes whose sPLT chunk claims 1,934,642,260, which libpng
    // allocated before reading it.
    let found = try #require(
      Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAG1gAABtYAQAAAACx4IYic1BMVHNQTFRJREFUCA=="))
    // And a whole picture with a text chunk claiming 2 GB inserted before its image data.
    var bytes = [UInt8](try Samples.png())
    let idat = PNGChunk.find("IDAT", in: bytes)
    bytes.insert(
      contentsOf: [0x7F, 0xFF, 0xFF, 0xF0] + Array("tEXt".utf8) + [0, 1, 2, 3, 4],
      at: idat.type.lowerBound - 4)
    for (data, declared) in [(found, 1_934_642_260), (Data(bytes), 0x7FFF_FFF0)] {
      for read in [
        { _ = try ImageDecoder().header(of: data) }, { _ = try ImageDecoder().decode(data) },
      ] {
        let error = try #require(throws: ImageDecodingError.self) { try read() }
        #expect(error.code == ImageDecodingError.damaged)
        #expect(error.message.contains("declares \(declared) bytes"), "\(error)")
      }
    }
  }
}

/// Where a baseline or progressive JPEG's first scan's entropy-coded data lies.
struct JPEGScan {
  /// The indexes of the scan's data, from after its header to the next marker.
  let data: Range<Int>
  /// An index in the middle of the data that does not split a stuffed 0xFF 0x00.
  let middle: Int

  init(_ bytes: [UInt8]) {
    let marker = (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }!
    let start = marker + 2 + (Int(bytes[marker + 2]) << 8 | Int(bytes[marker + 3]))
    var end = start
    while end < bytes.count - 1, !(bytes[end] == 0xFF && bytes[end + 1] != 0x00) { end += 1 }
    data = start..<end
    var middle = start + (end - start) / 2
    if bytes[middle - 1] == 0xFF { middle += 1 }
    self.middle = middle
  }
}

/// A PNG chunk's place in a file.
struct PNGChunk {
  /// The indexes of its type.
  let type: Range<Int>
  /// The indexes of its data.
  let data: Range<Int>

  static func find(_ name: String, in bytes: [UInt8]) -> PNGChunk {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let chunk = PNGChunk(
        type: (offset + 4)..<(offset + 8), data: (offset + 8)..<(offset + 8 + length))
      if bytes[chunk.type].elementsEqual(name.utf8) { return chunk }
      offset += 12 + length
    }
    preconditionFailure("The PNG has no \(name) chunk.")
  }

  /// Writes the chunk's CRC again, for its type and data as they are now.
  static func fixCRC(of chunk: PNGChunk, in bytes: inout [UInt8]) {
    let crc = CRC32.checksum(bytes[chunk.type.lowerBound..<chunk.data.upperBound])
    for byte in 0..<4 {
      bytes[chunk.data.upperBound + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte))
    }
  }
}
