import Foundation

/// The words that point at what is on screen instead of naming it: "this", "current"…
enum OnScreenWords {
  static let words: Set<String> = [
    "this", "this one", "that", "that one", "current", "the current one", "on screen",
    "what's on screen", "what is on screen", "here",
  ]

  /// Whether text points at the screen, ignoring case, surrounding spaces and punctuation.
  static func pointsAtScreen(_ text: String) -> Bool {
    guard text.utf8.count <= 40 else { return false }
    let cleaned = text.lowercased().trimmingCharacters(
      in: .whitespacesAndNewlines.union(.punctuationCharacters))
    return words.contains(cleaned)
  }
}

extension OnScreenWords {
  /// The error for "this" when nothing of the type is on the client's screen.
  static func nothingShown(_ type: String, _ parameter: String, _ text: String) -> IntentsError {
    let client =
      IntentsClient.current.map { "client “\($0.id)”" } ?? "this request, which names no client,"
    return IntentsError(
      IntentsError.nothingOnScreen,
      "‘\(parameter)’ is “\(text)”, but \(client) has no \(type) on screen. Name the \(type), give "
        + "its identifier, or show it first.")
  }
}
