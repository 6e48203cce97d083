public import Foundation

extension Data: Transferable {
  /// Data transfers as itself, with the generic ``UTType/data`` content type.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) { data in
      data
    } importing: { data in
      data
    }
  }
}
