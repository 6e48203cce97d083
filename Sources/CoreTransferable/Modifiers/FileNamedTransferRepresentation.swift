/// A representation that suggests a file name for its content; made by
/// ``TransferRepresentation/suggestedFileName(_:)``.
///
/// The outermost suggestion wins: a name suggested here replaces names suggested inside.
struct FileNamedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
  typealias Item = Base.Item
  typealias Body = Never

  let base: Base
  let fileName: @Sendable (Base.Item) -> String?
}

extension FileNamedTransferRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    let fileName = fileName
    return resolution.entries(of: base).map { entry in
      var entry = entry
      let inner = entry.suggestedFileName
      entry.suggestedFileName = { item in fileName(item) ?? inner?(item) }
      if let exporter = entry.exporter {
        entry.exporter = { item in
          guard var content = try await exporter(item) else { return nil }
          if let name = fileName(item) { content.suggestedFileName = name }
          return content
        }
      }
      return entry
    }
  }
}
