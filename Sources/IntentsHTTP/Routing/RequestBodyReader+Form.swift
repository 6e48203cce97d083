import Foundation
import Hummingbird
import IntentsGuards
import IntentsRuntime

extension RequestBodyReader {
  /// The most bytes a `multipart/form-data` run request may have: the largest file a
  /// parameter takes, and the usual body limit for the rest.
  func formLimit() -> Int { IntentsHost.maximumTransferBytes + limit }

  /// The body of a run request: JSON as ``json(of:)`` reads it, or a `multipart/form-data`
  /// upload read into the same JSON — `{"parameters": {…}, "answers": {…}}`.
  ///
  /// In a form, a part with a file name is a file for the parameter the part names (its bytes,
  /// file name and `Content-Type`); another part is text for the parameter it names, as a JSON
  /// string is; a part named `parameters` or `answers` holds JSON, merged under the fields. A
  /// name given twice is a list. The form may have at most ``formLimit()`` bytes.
  func jsonOrForm(of request: Request) async throws -> JSONValue? {
    let contentType = request.headers[values: .contentType]
    guard contentType.count == 1,
      let boundary = try MultipartForm.boundary(inContentType: contentType[0])
    else { return try await json(of: request) }
    let collected = try await request.body(upTo: formLimit())
    let form = try MultipartForm(body: Data(collected.readableBytesView), boundary: boundary)
    return try Self.runRequest(form)
  }

  /// The run request a form gives.
  static func runRequest(_ form: MultipartForm) throws -> JSONValue {
    var parameters: [String: JSONValue] = [:]
    var fields: [String: [JSONValue]] = [:]
    var answers: JSONValue?
    for part in form.parts {
      switch part.name {
      case "parameters":
        guard let object = try json(part).objectValue else {
          throw IntentsError(
            IntentsError.invalidRequest,
            "The form's ‘parameters’ part is a JSON object of parameter names to values.")
        }
        parameters.merge(object) { _, field in field }
      case "answers":
        answers = try json(part)
      default:
        fields[part.name, default: []].append(try value(of: part))
      }
    }
    for (name, values) in fields {
      parameters[name] = values.count == 1 ? values[0] : .array(values)
    }
    var request: [String: JSONValue] = ["parameters": .object(parameters)]
    if let answers { request["answers"] = answers }
    return .object(request)
  }

  /// A field's value: a file (`{"data", "filename", "contentType"?}`) or text.
  private static func value(of part: MultipartForm.Part) throws -> JSONValue {
    guard let filename = part.filename else {
      guard let text = String(data: part.body, encoding: .utf8) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "The form field ‘\(part.name.prefix(80))’ is not UTF-8 text; send a file with a file "
            + "name (curl -F \(part.name.prefix(80))=@file).")
      }
      return .string(text)
    }
    var file: [String: JSONValue] = [
      "data": .string(part.body.base64EncodedString()),
      "filename": .string(filename.isEmpty ? part.name : filename),
    ]
    // curl sends application/octet-stream for an extension it does not know: the file name's
    // extension then says more.
    if let type = part.contentType?.split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces), !type.isEmpty,
      type.lowercased() != "application/octet-stream"
    {
      file["contentType"] = .string(type)
    }
    return .object(file)
  }

  /// A part that holds JSON.
  private static func json(_ part: MultipartForm.Part) throws -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: part.body)
    } catch {
      throw IntentsError(
        IntentsError.invalidRequest,
        "The form's ‘\(part.name)’ part is not valid JSON. Nothing was done.")
    }
  }
}
