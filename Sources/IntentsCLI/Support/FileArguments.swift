import Foundation
import IntentsRuntime

/// Files given on the command line: `--photo @matterhorn.jpg` (or a path) names a file for a
/// file parameter, or for a parameter of a `Transferable` type that imports files; its content
/// type comes from its extension, or from `--photo-type image/jpeg` when the name says nothing.
enum FileArguments {
  /// The suffix of the option that gives a file parameter's content type.
  static let typeSuffix = "-type"

  /// Whether `name` is the content-type option of a parameter — `photo-type` for `photo` — and
  /// not a parameter itself; the parameter's name when it is.
  static func typedParameter(_ name: String, known: [String]) -> String? {
    guard name.hasSuffix(typeSuffix), !known.contains(name) else { return nil }
    let base = String(name.dropLast(typeSuffix.count))
    return known.contains(base) ? base : nil
  }

  /// The input of a file named in `text` with a content type given beside it: the file's URL,
  /// resolved against the working directory, and the type, as the runtime reads a file.
  static func input(
    _ text: String, contentType: String, parameter: String
  ) throws
    -> ParameterInput
  {
    var path = text
    if path.hasPrefix("@") { path.removeFirst() }
    if path.hasPrefix("~/") {
      path = FileManager.default.homeDirectoryForCurrentUser.path + path.dropFirst()
    }
    guard !path.isEmpty, !path.hasPrefix("id:") else {
      throw UsageError(
        "--\(parameter)\(typeSuffix) gives the type of a file: name the file with "
          + "--\(parameter) @path/to/file.")
    }
    let url =
      path.hasPrefix("file:")
      ? URL(string: path) : URL(fileURLWithPath: path, relativeTo: nil).standardizedFileURL
    guard let url, url.isFileURL else {
      throw UsageError("--\(parameter) names ‘\(text.prefix(200))’, which is not a file path.")
    }
    return .value(
      .object(["fileURL": .string(url.absoluteString), "contentType": .string(contentType)]))
  }
}
