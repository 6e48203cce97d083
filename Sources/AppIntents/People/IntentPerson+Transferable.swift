public import CoreTransferable
import UniformTypeIdentifiers

extension IntentPerson: Transferable {
  /// A person transfers as JSON (`public.json`), in the form the OpenIntents surfaces write and
  /// read: `{"name", "handle", "identifier", "aliases", "isMe"}` (iOS 26).
  ///
  /// Apple's representation is not public; on Linux JSON is what every surface speaks. There is
  /// no contacts store to hand a vCard to.
  public static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}
