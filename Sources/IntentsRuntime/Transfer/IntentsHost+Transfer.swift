import AppIntents
import CoreTransferable
import Foundation
public import UniformTypeIdentifiers

extension IntentsHost {
  /// The most bytes one export or import moves: 16 MiB. This is an OpenIntents addition.
  public static let maximumTransferBytes = 16 << 20

  /// The content types entities of a type can be exported as, most preferred first: those of
  /// its `transferRepresentation`, empty when the type is not `Transferable`. This is an
  /// OpenIntents addition.
  public func contentTypes(ofEntityType type: String) throws -> [UTType] {
    let runtime = try registry.entity(type)
    guard let transferable = runtime.entityType as? any Transferable.Type else { return [] }
    return transferable.exportedContentTypes(visibility: .all)
  }

  /// The content types an entity can be exported as, most preferred first, leaving out
  /// representations whose exporting condition refuses it. This is an OpenIntents addition.
  public func contentTypes(of entity: EntityValue) -> [UTType] {
    registry.transfers.transfer(for: type(of: entity.entity))?.contentTypes(of: entity.entity) ?? []
  }

  /// Exports an entity through the first of its type's representations whose content type
  /// conforms to `contentType` (the most preferred one when `nil`).
  ///
  /// ```swift
  /// let text = try await host.export(landmark, as: .plainText)
  /// print(text.mimeType, String(decoding: text.data, as: UTF8.self))
  /// ```
  ///
  /// Throws ``IntentsError/unsupportedContentType`` (listing the types it has) when no
  /// representation fits, ``IntentsError/transferFailed`` when the representation throws, and
  /// ``IntentsError/requestTooLarge`` for content over ``maximumTransferBytes``. This is an
  /// OpenIntents addition.
  public func export(
    _ entity: EntityValue, as contentType: UTType? = nil
  ) async throws -> TransferredContent {
    // Named only in errors: the type's name is not worked out for each entity exported.
    var subject: String { "\(entity.typeIdentifier) \(entity.identifier)" }
    guard let transfer = registry.transfers.transfer(for: type(of: entity.entity)) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(entity.typeIdentifier) has no content to export: it is not Transferable. Read its "
          + "properties instead, or give it a transferRepresentation.")
    }
    let exported: TransferredContent
    do {
      exported = try await scoped {
        try await transfer.export(
          entity.entity, as: contentType, maximumBytes: Self.maximumTransferBytes)
      }
    } catch let error as TransferError where error.code == .noRepresentation {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(subject) cannot be exported as \(contentType?.identifier ?? "any content type"); "
          + "ask for one of the types it has.",
        allowed: error.availableContentTypes.map(\.identifier))
    } catch let error as CocoaError where error.code == .fileReadTooLarge {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "\(subject)'s \(contentType?.identifier ?? "content") is larger than "
          + "\(Self.maximumTransferBytes) bytes, the most one export moves.")
    } catch let error as IntentsError {
      throw error
    } catch {
      let requested = contentType?.identifier ?? "its first content type"
      throw IntentsError(
        IntentsError.transferFailed,
        "\(subject) could not be exported as \(requested): its representation failed "
          + "(\(String(describing: error))).")
    }
    if exported.data.count > Self.maximumTransferBytes {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "\(subject)'s \(exported.contentType.identifier) content is \(exported.data.count) bytes; "
          + "at most \(Self.maximumTransferBytes) are exported.")
    }
    return exported
  }

  /// Exports an entity as the type an HTTP `Accept` header prefers among those it has (see
  /// ``ContentNegotiation/choose(accept:from:)``). Throws
  /// ``IntentsError/unsupportedContentType`` listing the MIME types it has when the header
  /// accepts none. This is an OpenIntents addition.
  public func export(
    _ entity: EntityValue, accepting header: String
  ) async throws
    -> TransferredContent
  {
    let available = contentTypes(of: entity)
    guard let chosen = ContentNegotiation.choose(accept: header, from: available) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(entity.typeIdentifier) \(entity.identifier) has no content of the types accepted "
          + "(\(header.prefix(200))); accept one of those it has.",
        allowed: available.map(ContentNegotiation.name(of:)))
    }
    let exported = try await export(entity, as: chosen)
    // An abstract representation (public.image) may have made another type than was asked.
    guard ContentNegotiation.accepts(header, exported.contentType) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(entity.typeIdentifier) \(entity.identifier)'s \(chosen.identifier) content is "
          + "\(exported.mimeType), which the types accepted (\(header.prefix(200))) leave out.",
        allowed: [exported.mimeType])
    }
    return exported
  }

  /// The type the bytes are, when the representation declared an abstract one (`public.image`,
  /// `public.data`) and the bytes say more: PNG, JPEG or PDF.
  static func concreteType(_ declared: UTType, of data: Data) -> UTType {
    guard declared.preferredMIMEType == nil else { return declared }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if data.starts(with: Array("%PDF-".utf8)) { return .pdf }
    return declared
  }
}
