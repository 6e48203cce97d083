extension IntentFile {
  /// Why a file's data or a copy of the file could not be made.
  public enum IntentFileError: Error, CustomNSError {
    /// The data could not be given in the requested content type.
    case failedToLoadData
    /// The file could not be read, or a copy of it could not be written.
    case failedToLoadFile

    /// `AppIntents.IntentFile.IntentFileError`.
    public static var errorDomain: String { "AppIntents.IntentFile.IntentFileError" }

    /// 1 for ``failedToLoadData``, 2 for ``failedToLoadFile``.
    public var errorCode: Int {
      switch self {
      case .failedToLoadData: 1
      case .failedToLoadFile: 2
      }
    }

    /// A description of what went wrong and what to do.
    public var errorUserInfo: [String: Any] {
      let description =
        switch self {
        case .failedToLoadData:
          "The file is not available in the requested content type; ask for one of its "
            + "availableContentTypes, or a type they conform to."
        case .failedToLoadFile:
          "The file could not be read or written: check that it exists, is a regular file "
            + "and is readable, and that the destination directory is writable."
        }
      return [NSLocalizedDescriptionKey: description]
    }
  }
}
