import AppIntents
import Foundation
import Synchronization
import VisualIntelligence

/// How a `SemanticContentDescriptor` parameter is given to a run: `{"content": "<token>"}`, the
/// token of content a visual search described (``VisualSearchResults/moreResults``), or
/// `{"labels": ["mountain", …]}` for labels alone. Images travel through a visual search, never
/// as parameter text.
package enum SemanticContentInput {
  /// The parameter input naming kept content.
  static func input(_ token: String) -> ParameterInput {
    .value(.object(["content": .string(token)]))
  }

  /// The descriptor an input names.
  static func read(
    _ input: ParameterInput, what: String, contents: SemanticContents
  ) throws -> SemanticContentDescriptor {
    let example = #"{"content": "<token from a visual search>"} or {"labels": ["mountain"]}"#
    guard case .value(.object(let members)) = input else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes visual content: \(example). Run a visual search to describe an image.")
    }
    if let token = members["content"]?.stringValue, members.count == 1 {
      guard let content = contents.content(for: token) else {
        throw IntentsError(
          IntentsError.unknownReference,
          "‘\(what)’ names content “\(token.prefix(64))” that this host does not hold (it is "
            + "kept \(Int(SemanticContents.lifetime / 60)) minutes after its visual search); "
            + "search again.")
      }
      return content
    }
    if let labels = members["labels"]?.arrayValue, members.count == 1 {
      let texts = try labels.map { label in
        guard let text = label.stringValue else {
          throw IntentsError(IntentsError.invalidValue, "‘\(what).labels’ is a list of words.")
        }
        return text
      }
      let cleaned = try IntentsHost.cleanLabels(texts)
      guard !cleaned.isEmpty else {
        throw IntentsError(IntentsError.invalidValue, "‘\(what).labels’ needs at least one word.")
      }
      return SemanticContentDescriptor(labels: cleaned, pixelBuffer: nil)
    }
    throw IntentsError(
      IntentsError.invalidValue, "‘\(what)’ takes visual content: \(example).")
  }
}

/// The content of recent visual searches, by token, for the "more results" intent: at most
/// ``capacity`` of them, each for ``lifetime`` seconds.
final class SemanticContents: Sendable {
  static let capacity = 64
  static let lifetime: TimeInterval = 600

  private struct Kept {
    var content: SemanticContentDescriptor
    var expires: Date
  }
  private let kept = Mutex<[(token: String, kept: Kept)]>([])

  /// Keeps content and returns its token.
  func keep(_ content: SemanticContentDescriptor, now: Date = Date()) -> String {
    let token = UUID().uuidString.lowercased()
    kept.withLock { kept in
      kept.removeAll { $0.kept.expires <= now }
      if kept.count >= Self.capacity { kept.removeFirst(kept.count - Self.capacity + 1) }
      kept.append((token, Kept(content: content, expires: now + Self.lifetime)))
    }
    return token
  }

  /// The content of a token, while it is kept.
  func content(for token: String, now: Date = Date()) -> SemanticContentDescriptor? {
    kept.withLock { kept in
      kept.first { $0.token == token && $0.kept.expires > now }?.kept.content
    }
  }
}
