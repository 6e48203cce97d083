import AppIntents
import Foundation
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

  /// The descriptor an input names; kept content's image is decoded again.
  static func read(
    _ input: ParameterInput, what: String, contents: SemanticContents
  ) async throws -> SemanticContentDescriptor {
    let example = #"{"content": "<token from a visual search>"} or {"labels": ["mountain"]}"#
    guard case .value(.object(let members)) = input else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes visual content: \(example). Run a visual search to describe an image.")
    }
    if let token = members["content"]?.stringValue, members.count == 1 {
      guard let content = try await contents.content(for: token) else {
        throw IntentsError(
          IntentsError.unknownReference,
          "‘\(what)’ names content “\(token.prefix(64))” that this host does not hold (it is "
            + "kept up to \(Int(SemanticContents.lifetime / 60)) minutes after its visual search, "
            + "the oldest first forgotten when newer searches need the room); search again.")
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
