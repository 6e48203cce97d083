public import Foundation

/// A visual search as a client asks for it: the bytes of an image (PNG or JPEG), labels for
/// what it shows, or both.
///
/// ```swift
/// let found = try await host.visualSearch(
///   VisualSearchRequest(image: try Data(contentsOf: photo), labels: ["mountain"]))
/// ```
///
/// This is an OpenIntents addition: on Apple platforms the system makes the request from the
/// camera or a screenshot.
public struct VisualSearchRequest: Sendable, Hashable {
  /// The encoded image, if any: PNG or JPEG, recognised by its bytes.
  public var image: Data?
  /// Words for what the image shows, most confident first, such as `["mountain", "snow"]`.
  public var labels: [String]
  /// The most values to return; `nil` for ``defaultLimit``.
  public var limit: Int?

  /// A request of an image, labels, or both.
  public init(image: Data? = nil, labels: [String] = [], limit: Int? = nil) {
    self.image = image
    self.labels = labels
    self.limit = limit
  }

  /// The values a search returns unless told otherwise.
  public static let defaultLimit = 20
  /// The most values one search returns.
  public static let maximumLimit = 200
  /// The most labels one search takes.
  public static let maximumLabels = 32
  /// The longest label, in characters.
  public static let maximumLabelLength = 100
}
