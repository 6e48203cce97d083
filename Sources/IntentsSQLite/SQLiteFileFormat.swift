/// What a SQLite file is for, and the mark that says so: the number a program writes into the
/// header of the files it makes (`PRAGMA application_id`), so that it can tell its own files
/// from other programs' before it changes anything in them.
///
/// ```swift
/// static let format = SQLiteFileFormat(name: "Landmarks database", applicationID: 0x4F49_6C6D)
/// ```
///
/// ``SQLiteFile/open(path:format:configuration:migrator:creatingDirectory:)`` writes the number
/// into every file it creates, and opens a file that has it. A file without it is opened only
/// when it is empty or was made by an earlier version of the program — every table in it is
/// one the program's migrations make, and every migration it records is one of them — and is
/// then marked; any other file is refused as it is.
public struct SQLiteFileFormat: Sendable, Hashable {
  /// What such a file is, for messages: "Landmarks database".
  public var name: String
  /// The number in the header of such files. Choose one no other program uses, such as four
  /// letters of the program's name; not 0, which SQLite files have unless a program set one.
  public var applicationID: Int32

  /// A format of files, named for messages and marked with the number.
  public init(name: String, applicationID: Int32) {
    precondition(applicationID != 0, "SQLiteFileFormat: 0 is SQLite's default; choose another.")
    self.name = name
    self.applicationID = applicationID
  }
}
