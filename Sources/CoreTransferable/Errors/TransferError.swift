import Foundation

/// An error from exporting or importing a transferable item.
///
/// Match a kind of failure by its code:
///
/// ```swift
/// do {
///   let png = try await note.exported(as: .png)
/// } catch TransferError.noRepresentation {
///   // Note has no representation that produces PNG data.
/// }
/// ```
public struct TransferError: Error, Sendable {
  /// A stable identifier for a kind of transfer failure.
  public struct Code: RawRepresentable, Hashable, Sendable {
    /// The code's stable text, such as `noRepresentation`.
    public let rawValue: String

    /// Creates a code from its stable text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// No representation exports or imports the requested content type.
    public static let noRepresentation = Code(rawValue: "noRepresentation")
    /// The file to import doesn't exist or can't be read.
    public static let unreadableFile = Code(rawValue: "unreadableFile")
    /// The content isn't valid for its content type, such as text that isn't UTF-8.
    public static let invalidContent = Code(rawValue: "invalidContent")

    /// Whether `error` is a ``TransferError`` with this code.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? TransferError)?.code == code
    }
  }

  /// Whether the failing transfer was exporting or importing.
  public enum Operation: Sendable {
    /// Producing data or a file from an item.
    case exporting
    /// Creating an item from data or a file.
    case importing
  }

  /// No representation exports or imports the requested content type.
  public static let noRepresentation = Code.noRepresentation
  /// The file to import doesn't exist or can't be read.
  public static let unreadableFile = Code.unreadableFile
  /// The content isn't valid for its content type.
  public static let invalidContent = Code.invalidContent

  /// The kind of failure.
  public let code: Code
  /// Whether the transfer was exporting or importing.
  public let operation: Operation
  /// The name of the transferable type, such as `Note`.
  public let itemTypeName: String
  /// The content type that was requested, if one was.
  public let contentType: UTType?
  /// The content types the item can export or import, for ``noRepresentation`` errors.
  public let availableContentTypes: [UTType]
  /// What went wrong and how to fix it.
  public let message: String
}

extension TransferError {
  /// The error for a content type no representation handles.
  static func noRepresentation<Item: Transferable>(
    for contentType: UTType?, of item: Item.Type, operation: Operation, available: [UTType]
  ) -> TransferError {
    let verb = operation == .exporting ? "exported" : "imported"
    let requested = contentType.map { "as \($0.identifier)" } ?? "at all"
    let list = available.map(\.identifier).joined(separator: ", ")
    let alternatives =
      available.isEmpty
      ? "it has no representation that can be \(verb); add one to its transferRepresentation"
      : "it can be \(verb) as \(list); request one of those or add a representation for "
        + (contentType?.identifier ?? "it")
    return TransferError(
      code: .noRepresentation, operation: operation, itemTypeName: "\(Item.self)",
      contentType: contentType, availableContentTypes: available,
      message: "\(Item.self) can't be \(verb) \(requested): \(alternatives)")
  }

  /// The error for content a built-in representation can't read.
  static func invalidContent<Item: Transferable>(
    _ item: Item.Type, contentType: UTType, reason: String
  ) -> TransferError {
    TransferError(
      code: .invalidContent, operation: .importing, itemTypeName: "\(Item.self)",
      contentType: contentType, availableContentTypes: [],
      message:
        "\(Item.self) can't be imported from this \(contentType.identifier) content: \(reason)")
  }

  /// The error for a file that can't be imported because it can't be read.
  static func unreadableFile<Item: Transferable>(
    _ file: URL, of item: Item.Type, contentType: UTType?
  ) -> TransferError {
    TransferError(
      code: .unreadableFile, operation: .importing, itemTypeName: "\(Item.self)",
      contentType: contentType, availableContentTypes: [],
      message: """
        \(Item.self) can't be imported from \(file.path): no readable file is there; \
        check the path and the file's permissions
        """)
  }
}

extension TransferError: CustomStringConvertible {
  /// The error's message.
  public var description: String { message }
}
