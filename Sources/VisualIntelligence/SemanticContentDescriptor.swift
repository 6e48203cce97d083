public import AppIntents
public import CoreVideo

/// What a person is looking at, as the system describes it to an app's visual search: labels
/// for what was recognised, and the image itself.
///
/// The system creates descriptors; apps receive them in an `IntentValueQuery` and answer with
/// their own values:
///
/// ```swift
/// struct LandmarkIntentValueQuery: IntentValueQuery {
///   @Dependency var modelData: ModelData
///
///   func values(for input: SemanticContentDescriptor) async throws -> [VisualSearchResult] {
///     guard let pixelBuffer = input.pixelBuffer else { return [] }
///     return try await modelData.search(matching: pixelBuffer)
///   }
/// }
/// ```
///
/// On Linux the OpenIntents host builds a descriptor from what a client sends — an image
/// (PNG or JPEG, decoded into a ``CoreVideo/kCVPixelFormatType_32BGRA`` buffer) and/or labels —
/// and hands it to every registered query; see the IntentsRuntime article "Visual search".
public struct SemanticContentDescriptor: Sendable {
  /// Words for what the content shows, such as `["mountain", "snow"]`, most confident first;
  /// empty when only pixels were given.
  public let labels: [String]

  /// The image, read-only; `nil` when only labels were given.
  public var pixelBuffer: CVReadOnlyPixelBuffer? { storedPixelBuffer }

  private let storedPixelBuffer: CVReadOnlyPixelBuffer?

  /// What the system made the descriptor from — such as the encoded image it decoded — so that
  /// it can make the descriptor again without keeping its pixels; `nil` when it was made
  /// otherwise.
  package let source: (any Sendable)?

  /// A descriptor of labels and an image. Only the system creates descriptors; this initializer
  /// is the OpenIntents system's (and its tests').
  package init(
    labels: [String], pixelBuffer: CVReadOnlyPixelBuffer?, source: (any Sendable)? = nil
  ) {
    self.labels = labels
    storedPixelBuffer = pixelBuffer
    self.source = source
  }
}

extension SemanticContentDescriptor: CustomStringConvertible {
  /// The labels and the image's size, such as `labels: mountain, snow; image: 640×480`.
  public var description: String {
    var parts: [String] = []
    if !labels.isEmpty { parts.append("labels: \(labels.joined(separator: ", "))") }
    if let size = pixelBuffer?.size { parts.append("image: \(size.width)×\(size.height)") }
    return parts.isEmpty ? "no content" : parts.joined(separator: "; ")
  }
}

extension SemanticContentDescriptor: _SystemIntentValue {
  /// The descriptor type's stable identifier.
  public static var persistentIdentifier: String { "SemanticContentDescriptor" }

  /// No resolvers: the system creates descriptors, people never type one.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }

  /// "Visual Content".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Visual Content")
  }

  /// The labels, or "Image" when there are none.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(labels.isEmpty ? "Image" : labels.joined(separator: ", "))",
      subtitle: pixelBuffer.map { "\($0.size.width)×\($0.size.height) pixels" })
  }
}
