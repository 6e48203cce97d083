public import Foundation

/// Builds a transfer representation from a list of representations, most preferred first.
///
/// `Transferable.transferRepresentation` and `TransferRepresentation.body` use it implicitly:
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///   DataRepresentation(contentType: .note) { try $0.encoded() } importing: { try Note($0) }
///   FileRepresentation(exportedContentType: .pdf) { SentTransferredFile($0.pdfURL) }
///   ProxyRepresentation(exporting: \.title)
/// }
/// ```
///
/// Like Apple's, the builder takes up to ten representations and no `if` or `for` statements:
/// use ``TransferRepresentation/exportingCondition(_:)`` to export conditionally.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// Passes a representation of the item through unchanged.
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
  where Item == R.Item {
    content
  }

  /// Passes a Codable representation of the item through unchanged.
  public static func buildExpression<Encoder, Decoder>(
    _ content: CodableRepresentation<Item, Encoder, Decoder>
  ) -> CodableRepresentation<Item, Encoder, Decoder>
  where
    Item: Decodable & Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
    Encoder.Output == Data, Decoder.Input == Data
  {
    content
  }

  /// Passes a single representation through unchanged.
  public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
  where Item == Content.Item {
    content
  }

  /// Combines 2 representations, in preference order.
  public static func buildBlock<C1, C2>(
    _ content1: C1, _ content2: C2
  ) -> TupleTransferRepresentation<Item, (C1, C2)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item
  {
    TupleTransferRepresentation(value: (content1, content2)) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      return entries
    }
  }

  /// Combines 3 representations, in preference order.
  public static func buildBlock<C1, C2, C3>(
    _ content1: C1, _ content2: C2, _ content3: C3
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3)) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      return entries
    }
  }

  /// Combines 4 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3, content4)) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      return entries
    }
  }

  /// Combines 5 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5)
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      return entries
    }
  }

  /// Combines 6 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5, C6>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5, content6)
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      entries += resolution.entries(of: content6)
      return entries
    }
  }

  /// Combines 7 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
    C7: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item, C6.Item == C7.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5, content6, content7)
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      entries += resolution.entries(of: content6)
      entries += resolution.entries(of: content7)
      return entries
    }
  }

  /// Combines 8 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
    C7: TransferRepresentation, C8: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5, content6, content7, content8)
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      entries += resolution.entries(of: content6)
      entries += resolution.entries(of: content7)
      entries += resolution.entries(of: content8)
      return entries
    }
  }

  /// Combines 9 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8, _ content9: C9
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
    C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item
  {
    TupleTransferRepresentation(
      value: (
        content1, content2, content3, content4, content5, content6, content7, content8,
        content9
      )
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      entries += resolution.entries(of: content6)
      entries += resolution.entries(of: content7)
      entries += resolution.entries(of: content8)
      entries += resolution.entries(of: content9)
      return entries
    }
  }

  /// Combines 10 representations, in preference order.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8, _ content9: C9, _ content10: C10
  ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>
  where
    C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
    C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
    C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation,
    C10: TransferRepresentation,
    Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item,
    C9.Item == C10.Item
  {
    TupleTransferRepresentation(
      value: (
        content1, content2, content3, content4, content5, content6, content7, content8,
        content9, content10
      )
    ) { resolution in
      var entries = resolution.entries(of: content1)
      entries += resolution.entries(of: content2)
      entries += resolution.entries(of: content3)
      entries += resolution.entries(of: content4)
      entries += resolution.entries(of: content5)
      entries += resolution.entries(of: content6)
      entries += resolution.entries(of: content7)
      entries += resolution.entries(of: content8)
      entries += resolution.entries(of: content9)
      entries += resolution.entries(of: content10)
      return entries
    }
  }
}
