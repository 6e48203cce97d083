import CoreVideo
package import Foundation
import Synchronization
package import VisualIntelligence

/// The content of recent visual searches, by token, for the "more results" intent: each kept
/// for ``lifetime`` seconds, all of them within ``budget`` bytes.
///
/// What is kept is what makes the content again, not its pixels: the labels and the encoded
/// image the search decoded (a few kilobytes to a few megabytes, where its pixels may take
/// hundreds of megabytes), decoded again when the "more results" intent runs. A descriptor the
/// system did not decode from bytes is kept as it is, its pixels counted. When new content
/// would go over the budget, the oldest is forgotten first; content larger than the whole
/// budget is not kept.
package final class SemanticContents: Sendable {
  /// How long content is kept after its search: ten minutes.
  package static let lifetime: TimeInterval = 600
  /// The bytes kept content may take unless told otherwise: 64 MiB, room for two images of
  /// the largest size the standard image limits accept (32 MiB encoded) or for thousands of
  /// photos of ordinary size.
  package static let standardBudget = 64 << 20
  /// What an entry costs beyond its labels and image: its token, dates and bookkeeping.
  static let entryOverhead = 256

  /// The most bytes kept at once.
  package let budget: Int

  private struct Kept: Sendable {
    var labels: [String]
    /// The encoded image, to decode again.
    var image: DecodedImage?
    /// Content that did not come from bytes, kept whole.
    var descriptor: SemanticContentDescriptor?
    var expires: Date
    var cost: Int
  }

  private struct State {
    var kept: [String: Kept] = [:]
    /// The tokens in the order they were kept (so also the order they expire in), from `head`.
    var order: [String] = []
    var head = 0
    var bytes = 0

    /// Forgets the oldest content.
    mutating func dropOldest() {
      let token = order[head]
      head += 1
      bytes -= kept.removeValue(forKey: token)?.cost ?? 0
      if head > 64, head * 2 > order.count {
        order.removeFirst(head)
        head = 0
      }
    }
  }

  private let state = Mutex(State())

  /// Kept content within `budget` bytes.
  package init(budget: Int = standardBudget) {
    self.budget = budget
  }

  /// The bytes the kept content takes now.
  package var retainedBytes: Int { state.withLock { $0.bytes } }

  /// How much content is kept now.
  package var count: Int { state.withLock { $0.kept.count } }

  /// Keeps what makes `content` again and returns its token; `nil` when it alone is larger than
  /// the budget.
  package func keep(_ content: SemanticContentDescriptor, now: Date = Date()) -> String? {
    var kept = Kept(labels: content.labels, image: nil, descriptor: nil, expires: now, cost: 0)
    var cost = Self.entryOverhead + content.labels.reduce(0) { $0 + $1.utf8.count + 16 }
    if let source = content.source as? DecodedImage {
      // A compact copy: the request's bytes may be a slice of a larger body.
      let image = source.data.withUnsafeBytes { Data($0) }
      kept.image = DecodedImage(data: image, reader: source.reader)
      cost += image.count
    } else if let pixels = content.pixelBuffer {
      kept.descriptor = content
      cost += pixels.accessUnsafeRawPlaneBytes { planes in
        planes.reduce(0) { $0 + $1.bytes.count }
      }
    }
    guard cost <= budget else { return nil }
    kept.expires = now + Self.lifetime
    kept.cost = cost
    let token = UUID().uuidString.lowercased()
    state.withLock { state in
      while state.head < state.order.count,
        state.bytes + cost > budget || (state.kept[state.order[state.head]]?.expires ?? now) <= now
      {
        state.dropOldest()
      }
      state.kept[token] = kept
      state.order.append(token)
      state.bytes += cost
    }
    return token
  }

  /// The content of a token, while it is kept, its image decoded again; `nil` when it is not
  /// kept (never was, expired, or was forgotten for newer content).
  package func content(
    for token: String, now: Date = Date()
  ) async throws -> SemanticContentDescriptor? {
    let found = state.withLock { $0.kept[token] }
    guard let found, found.expires > now else { return nil }
    if let descriptor = found.descriptor { return descriptor }
    guard let image = found.image else {
      return SemanticContentDescriptor(labels: found.labels, pixelBuffer: nil)
    }
    let pixels = try await image.decode()
    return SemanticContentDescriptor(labels: found.labels, pixelBuffer: pixels, source: image)
  }
}
