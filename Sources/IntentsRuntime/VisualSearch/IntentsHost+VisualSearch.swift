import AppIntents
import CoreVideo
import Foundation
public import VisualIntelligence

extension IntentsHost {
  /// The persistent identifiers of the `IntentValueQuery` types a visual search asks, sorted.
  /// This is an OpenIntents addition.
  public var valueQueryTypes: [String] { registry.valueQueries.keys.sorted() }

  /// What the host keeps of recent visual searches for their "more results": labels and
  /// encoded images, never pixels, within a budget of bytes.
  package var visualSearchContents: SemanticContents { registry.contents }

  /// Searches the app's values for an image, labels, or both: reads the image with the host's
  /// ``images`` reader, makes a `SemanticContentDescriptor` of it and the labels, and asks every
  /// registered `IntentValueQuery` for its values. The pixels live only while the queries run:
  /// for ``VisualSearchResults/moreResults`` the host keeps the encoded image, not its pixels.
  ///
  /// ```swift
  /// let found = try await host.visualSearch(VisualSearchRequest(image: photo, labels: ["peak"]))
  /// for value in found.values { print(value.rank, value.title, value.open?.intent ?? "-") }
  /// ```
  ///
  /// Throws ``IntentsError/invalidImage`` for data the reader cannot read,
  /// ``IntentsError/notSearchable`` for an image given to a host without a reader (it searches
  /// by labels alone),
  /// ``IntentsError/requestTooLarge`` for an image, label list or limit over the bounds,
  /// ``IntentsError/invalidValue`` for a bad label, and ``IntentsError/notSearchable`` when the
  /// app registered no value query. This is an OpenIntents addition.
  public func visualSearch(_ request: VisualSearchRequest) async throws -> VisualSearchResults {
    let limit = try Self.checkedLimit(request.limit)
    let content = try await semanticContent(for: request)
    var results = try await visualSearch(content, limit: limit)
    if let image = request.image, let format = images?.format(of: image),
      let size = content.pixelBuffer?.size
    {
      results.image = .init(format: format, width: size.width, height: size.height)
    }
    return results
  }

  /// Asks every registered `IntentValueQuery` for its values for content already described:
  /// what ``visualSearch(_:)`` does once the image is decoded. This is an
  /// OpenIntents addition.
  public func visualSearch(
    _ content: SemanticContentDescriptor, limit: Int? = nil
  ) async throws -> VisualSearchResults {
    let limit = try Self.checkedLimit(limit)
    let queries = registry.valueQueries.values.sorted { $0.identifier < $1.identifier }
    guard !queries.isEmpty else {
      throw IntentsError(
        IntentsError.notSearchable,
        "\(name) has no visual search: it registers no IntentValueQuery over "
          + "SemanticContentDescriptor. Add one to the host's declaration.")
    }
    var values: [VisualSearchValue] = []
    var seen: Set<String> = []
    var truncated = false
    for query in queries {
      let found = try await scoped { try await query.values(for: content) }
      for raw in found {
        guard
          let value = await VisualSearchValues.describe(
            raw, query: query.identifier, rank: values.count + 1, registry: registry)
        else { continue }
        let key = "\(value.typeIdentifier)/\(value.entity?.identifier ?? value.title)"
        guard seen.insert(key).inserted else { continue }
        guard values.count < limit else {
          truncated = true
          break
        }
        values.append(value)
      }
    }
    var moreResults: IntentInvocation?
    if let target = OpenIntents.moreResults(registry: registry),
      let token = registry.contents.keep(content)
    {
      moreResults = IntentInvocation(
        intent: target.intent, parameters: [target.parameter: SemanticContentInput.input(token)])
    }
    return VisualSearchResults(
      values: values, labels: content.labels, image: nil, truncated: truncated,
      moreResults: moreResults)
  }

  /// The descriptor the system makes of a request: the cleaned labels and the image, read by
  /// the host's ``images`` reader. Throws as ``visualSearch(_:)`` does. This is an OpenIntents
  /// addition.
  public func semanticContent(
    for request: VisualSearchRequest
  ) async throws -> SemanticContentDescriptor {
    let labels = try Self.cleanLabels(request.labels)
    guard request.image != nil || !labels.isEmpty else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "A visual search needs an image (PNG or JPEG), labels, or both; it was given neither.")
    }
    guard let data = request.image else {
      return SemanticContentDescriptor(labels: labels, pixelBuffer: nil)
    }
    guard let reader = images else {
      throw IntentsError(
        IntentsError.notSearchable,
        "\(name) reads no images: its host was made without an image reader. Search by labels, "
          + "or give the host one (IntentsHost(images:), such as IntentsVisualSearch's "
          + "PNGAndJPEGReader).")
    }
    let image = DecodedImage(data: data, reader: reader)
    return SemanticContentDescriptor(
      labels: labels, pixelBuffer: try await image.decode(), source: image)
  }

  // MARK: - Checks

  static func checkedLimit(_ limit: Int?) throws -> Int {
    let limit = limit ?? VisualSearchRequest.defaultLimit
    guard (1...VisualSearchRequest.maximumLimit).contains(limit) else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "The limit of a visual search must be between 1 and \(VisualSearchRequest.maximumLimit), "
          + "not \(limit).")
    }
    return limit
  }

  static func cleanLabels(_ labels: [String]) throws -> [String] {
    if labels.count > VisualSearchRequest.maximumLabels {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "A visual search takes at most \(VisualSearchRequest.maximumLabels) labels, not "
          + "\(labels.count).")
    }
    var cleaned: [String] = []
    var seen: Set<String> = []
    for label in labels {
      let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw IntentsError(
          IntentsError.invalidValue,
          "A label may not contain control characters; “\(trimmed.prefix(40).debugDescription)” "
            + "does. Send plain words such as \"mountain\".")
      }
      if trimmed.unicodeScalars.count > VisualSearchRequest.maximumLabelLength {
        throw IntentsError(
          IntentsError.requestTooLarge,
          "A label may be at most \(VisualSearchRequest.maximumLabelLength) characters long, not "
            + "\(trimmed.unicodeScalars.count).")
      }
      guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
      cleaned.append(trimmed)
    }
    return cleaned
  }
}
