/// A type that describes how its values are exported to, and imported from, data, files and
/// other transferable types.
///
/// Conform by declaring ``transferRepresentation``, most faithful representation first:
///
/// ```swift
/// struct Note: Codable, Transferable {
///   var title: String
///   var body: String
///
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .note)
///     ProxyRepresentation(exporting: \.body)
///   }
/// }
/// ```
///
/// The conveniences in the extensions (``exported(as:)``, `init(importing:contentType:)`,
/// ``export(to:contentType:)``, ``exportedContentTypes(visibility:)``) read that list.
///
/// A conforming type must describe itself: the representation's `Item` is the conforming type,
/// as the builder guarantees when the property is written with it.
@preconcurrency
public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation

  /// The representations of the item, from the most to the least preferred.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}
