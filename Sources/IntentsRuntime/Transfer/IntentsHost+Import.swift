import CoreTransferable
public import UniformTypeIdentifiers

extension IntentsHost {
  /// The content types an entity type can be made from — what a parameter of the type takes as
  /// a file, through its importing representations — most preferred first; empty when the
  /// type imports nothing. Throws ``IntentsError/unknownType`` for a type the host does not
  /// serve. This is an OpenIntents addition.
  public func importedContentTypes(ofEntityType type: String) throws -> [UTType] {
    let runtime = try registry.entity(type)
    guard let transferable = runtime.entityType as? any Transferable.Type else { return [] }
    return transferable.importedContentTypes()
  }
}
