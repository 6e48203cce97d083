import Foundation
import MCP

/// Whether a request's `params` are what its method's handler reads, checked before the SDK
/// gets the request: the SDK answers parameters its handler cannot decode — `arguments: [1]`
/// for `tools/call`, say — with an internal error (`-32603`), where JSON-RPC has “invalid
/// params” (`-32602`) for them.
///
/// The check decodes the request as the SDK's handler of its method does, so it refuses what
/// the handler would fail to read and nothing else; a method the server has no handler for
/// goes on, and the SDK answers that it is not found (`-32601`).
enum MethodParameters {
  /// Why the request's parameters do not fit its method, or `nil` when they do (or the method
  /// has no handler here).
  static func problem(method: String, in message: Data) -> String? {
    checks[method]?(message)
  }

  /// The check of each method the server answers, but `tools/call`: its handler takes any
  /// JSON and says itself which member is wrong (``ToolCallMethod``).
  private static let checks: [String: @Sendable (Data) -> String?] = [
    Initialize.name: check(Initialize.self), Ping.name: check(Ping.self),
    ListTools.name: check(ListTools.self),
    SetLoggingLevel.name: check(SetLoggingLevel.self),
    ListResources.name: check(ListResources.self),
    ListResourceTemplates.name: check(ListResourceTemplates.self),
    ReadResource.name: check(ReadResource.self), Complete.name: check(Complete.self),
  ]

  /// The check of one method: the request decodes as `Request<M>`.
  private static func check<M: MCP.Method>(_ method: M.Type) -> @Sendable (Data) -> String? {
    { message in
      let decoder = JSONDecoder()
      guard (try? decoder.decode(Request<M>.self, from: message)) == nil else { return nil }
      // `Request` says only that its parameters are invalid; decoding them alone says where.
      do {
        _ = try decoder.decode(Parameters<M>.self, from: message)
        return "“params” are not what \(M.name) takes."
      } catch let error as DecodingError {
        return describe(error)
      } catch {
        return "“params” are not what \(M.name) takes."
      }
    }
  }

  /// The parameters of a request of `M`, alone.
  private struct Parameters<M: MCP.Method>: Decodable {
    let params: M.Parameters
  }

  /// A decoding error in a sentence: which member, and what was wrong.
  private static func describe(_ error: DecodingError) -> String {
    func member(_ path: [any CodingKey]) -> String {
      let place = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      // Below `params`, as the message says already that they are the parameters.
      let inside = place.hasPrefix(".params.") ? String(place.dropFirst(".params.".count)) : place
      return "“" + (inside.hasPrefix(".") ? String(inside.dropFirst()) : inside) + "”"
    }
    return switch error {
    case .typeMismatch(let type, let context):
      "\(member(context.codingPath)) must be \(name(of: type))."
    case .valueNotFound(let type, let context):
      "\(member(context.codingPath)) must be \(name(of: type)), not null."
    case .keyNotFound(let key, let context):
      "\(member(context.codingPath + [key])) is missing."
    case .dataCorrupted(let context):
      "\(member(context.codingPath)): \(context.debugDescription.prefix(200))"
    @unknown default:
      "“params” cannot be read."
    }
  }

  /// A type as a caller knows it: an object, an array, text, a number.
  private static func name(of type: Any.Type) -> String {
    let described = String(describing: type)
    if described.hasPrefix("Dictionary") || described.hasPrefix("[String") { return "an object" }
    if described.hasPrefix("Array") || described.hasPrefix("[") { return "an array" }
    if described == "String" { return "text" }
    if ["Int", "Double", "Int64"].contains(described) { return "a number" }
    if described == "Bool" { return "a boolean" }
    return "an object"
  }
}
