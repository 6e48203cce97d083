import Foundation
public import UniformTypeIdentifiers

/// Chooses among content types: by a name a person or program writes (a type identifier, a
/// MIME type or a file extension), and by an HTTP `Accept` header.
///
/// ```swift
/// ContentNegotiation.contentType(named: "text/plain")          // public.plain-text
/// ContentNegotiation.choose(accept: "image/*, text/plain;q=0.5", from: [.plainText, .png])  // .png
/// ```
///
/// This is an OpenIntents addition.
public enum ContentNegotiation {
  /// The content type a name stands for: a uniform type identifier (`public.plain-text`), a MIME
  /// type (`text/plain`, parameters ignored) or a file extension (`pdf`, `.png`); `nil` for
  /// none.
  public static func contentType(named name: String) -> UTType? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.utf8.count <= 255 else { return nil }
    if trimmed.contains("/") {
      let mime = trimmed.split(separator: ";")[0].trimmingCharacters(in: .whitespaces)
      return UTType(mimeType: mime.lowercased())
    }
    if let type = UTType(trimmed), !type.isDynamic { return type }
    let suffix = trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
    if let type = UTType(filenameExtension: suffix.lowercased()), !type.isDynamic { return type }
    return nil
  }

  /// The MIME type of a content type, or `application/octet-stream` when it has none.
  public static func mimeType(of type: UTType) -> String {
    type.preferredMIMEType ?? "application/octet-stream"
  }

  /// How a content type is named to a client choosing among types: its MIME type, or its
  /// identifier when it has none (`public.image`).
  public static func name(of type: UTType) -> String {
    type.preferredMIMEType ?? type.identifier
  }

  /// The available type an `Accept` header prefers: the ranges by quality (highest first, in
  /// order for equal qualities), each matched against the available types in the server's
  /// order of preference; `nil` when the header accepts none of them. An abstract type
  /// (`public.image`) matches the ranges of its subtypes (`image/png`, `image/*`).
  public static func choose(accept header: String, from available: [UTType]) -> UTType? {
    let ranges = mediaRanges(header)
    for range in ranges where range.quality > 0 {
      if let match = available.first(where: { matches(range.range, $0) }) { return match }
    }
    return nil
  }

  /// The media ranges of an `Accept` header with their qualities, best first (stable); ranges
  /// with a malformed quality count as quality 1.
  static func mediaRanges(_ header: String) -> [(range: String, quality: Double)] {
    let parsed = header.split(separator: ",").prefix(64).compactMap {
      element -> (range: String, quality: Double)? in
      let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let range = parts.first?.lowercased(), !range.isEmpty else { return nil }
      var quality = 1.0
      for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
        quality = Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) } ?? 1
      }
      return (range, quality)
    }
    return parsed.enumerated().sorted {
      $0.element.quality != $1.element.quality
        ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Whether an `Accept` header accepts a content type.
  public static func accepts(_ header: String, _ type: UTType) -> Bool {
    mediaRanges(header).contains { $0.quality > 0 && matches($0.range, type) }
  }

  static func matches(_ range: String, _ type: UTType) -> Bool {
    if range == "*/*" || range == "*" { return true }
    guard let mime = type.preferredMIMEType?.lowercased() else {
      // An abstract type (public.image) may produce what the range asks for: the export then
      // says which concrete type it made.
      if range.hasSuffix("/*") {
        let top: UTType? =
          switch range.dropLast(2) {
          case "image": .image
          case "text": .text
          case "audio": .audio
          case "video": .movie
          default: nil
          }
        return top.map { type.conforms(to: $0) || $0.conforms(to: type) } ?? false
      }
      return UTType(mimeType: range).map { $0.conforms(to: type) } ?? false
    }
    if range.hasSuffix("/*") { return mime.hasPrefix(range.dropLast()) }
    if range == mime { return true }
    // A range naming a supertype accepts its subtypes: text/plain accepts UTF-8 plain text.
    return UTType(mimeType: range).map { type.conforms(to: $0) } ?? false
  }
}
