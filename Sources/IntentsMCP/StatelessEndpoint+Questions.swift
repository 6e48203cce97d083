import Foundation
import Hummingbird
import IntentsRuntime
import IntentsWire
import Logging

extension StatelessEndpoint.Exchange {
  /// The answer to a `tools/call` of an intent, with its questions asked as the revision asks
  /// them; `nil` for any other call, which the shared handlers answer — unless it carries a
  /// `requestState`, which no other tool issues.
  ///
  /// A call carrying `requestState` is checked before anything runs: the state must be one this
  /// service signed (``MCPRequestState/verify(_:now:)``), not expired, issued by this server for
  /// this tool and these arguments, answered in `inputResponses` under the question's id — and
  /// it is spent last, so that a state is used once on whichever host takes it. The intent then
  /// runs again with every answer given so far.
  func callIntent() async -> StatelessEndpoint.Reply? {
    guard let name = params["name"]?.stringValue else { return nil }
    let arguments = params["arguments"] ?? .null
    guard arguments == .null || arguments.objectValue != nil else { return nil }
    // `null` is no state. (JSONValue takes `nil` as a literal: a ternary with `nil` would
    // make `.null` again, so the case is matched.)
    var token = params["requestState"]
    if case .null? = token { token = nil }
    guard let entry = tools.catalog.entry(named: name),
      case .run(_, let answersMember) = entry.action
    else {
      guard token == nil else { return refuse(.mismatch, tool: name) }
      return nil
    }
    var answers: [String: JSONValue] = [:]
    if let token {
      guard let text = token.stringValue else {
        return StatelessEndpoint.error(
          id: id, code: IncomingMessage.invalidParams,
          "Invalid params: ‘requestState’ is the text a previous result gave, sent back as it was.")
      }
      let claims: MCPRequestState.Claims
      do throws(MCPRequestState.Refusal) {
        claims = try endpoint.requestState.verify(text)
      } catch {
        return refuse(error, tool: name)
      }
      guard claims.audience == endpoint.server.name, claims.method == method,
        claims.target == name, claims.argumentsDigest == MCPRequestState.digest(of: arguments)
      else { return refuse(.mismatch, tool: name) }
      let responses = params["inputResponses"]?.objectValue ?? [:]
      guard let response = responses[claims.question.id] else {
        return StatelessEndpoint.error(
          id: id, code: IncomingMessage.invalidParams,
          "Invalid params: ‘inputResponses’ has no response to ‘\(claims.question.id)’, the "
            + "question this ‘requestState’ waits on.")
      }
      let reply: QuestionElicitation.Reply
      switch QuestionElicitation.reply(response, to: claims.question) {
      case .success(let read): reply = read
      case .failure(let error):
        return StatelessEndpoint.error(
          id: id, code: IncomingMessage.invalidParams, "Invalid params: \(error.message)")
      }
      do {
        guard try await endpoint.requestState.spend(claims) else {
          return refuse(.replayed, tool: name)
        }
      } catch {
        endpoint.logger.error(
          "Could not spend an MCP requestState", metadata: ["error": "\(error)"])
        return StatelessEndpoint.error(
          id: id, code: StatelessRevision.internalError,
          "Internal error: the server could not record that this question was answered. The "
            + "server log has the details.")
      }
      answers = claims.answers
      switch reply {
      case .declined:
        let declined = ToolResult.failure(
          IntentsError(
            IntentsError.declined,
            "The question ‘\(claims.question.id)’ was declined; \(name) did not run."))
        return StatelessEndpoint.result(id: id, declined.resultJSON)
      case .answer(let answer):
        answers[claims.question.id] = answer
      }
    }
    var given = arguments.objectValue ?? [:]
    if !answers.isEmpty {
      // The answers the client gave in its arguments stay; those of the rounds are added.
      let own = given[answersMember]?.objectValue ?? [:]
      given[answersMember] = .object(own.merging(answers) { _, round in round })
    }
    let answer: ToolAnswer
    do {
      answer = try await tools.answer(entry, .object(given), sink: progress)
    } catch {
      // The client left: it reads nothing.
      return StatelessEndpoint.error(
        id: id, code: IncomingMessage.invalidRequest, "Request cancelled: the client left.")
    }
    guard let question = answer.question, envelope.acceptsForms else {
      return StatelessEndpoint.result(id: id, answer.resultJSON)
    }
    let now = Date().timeIntervalSince1970
    let claims = MCPRequestState.Claims(
      nonce: UUID().uuidString.lowercased(), issuedAt: now,
      expiresAt: now + endpoint.requestState.lifetimeSeconds, audience: endpoint.server.name,
      method: method, target: name, argumentsDigest: MCPRequestState.digest(of: arguments),
      answers: answers, question: .init(id: question.id, kind: question.kind))
    return StatelessEndpoint.result(
      id: id,
      [
        "resultType": "input_required",
        "inputRequests": [question.id: QuestionElicitation.request(question)],
        "requestState": .string(endpoint.requestState.seal(claims)),
      ])
  }

  /// The error refusing a `requestState`: “invalid params”, saying why, with
  /// `data.reason` `invalid_request_state` and `data.problem` the refusal.
  private func refuse(
    _ refusal: MCPRequestState.Refusal, tool: String
  ) -> StatelessEndpoint.Reply {
    let why: String
    switch refusal {
    case .unauthentic:
      why =
        "it is not one this service issued: it was changed, or signed with a key this server "
        + "does not hold (hosts serving one client behind a load balancer need the same state "
        + "key; a key retired by a rotation must stay among the previous keys until its states "
        + "expire)"
    case .expired:
      why =
        "it expired: a question is answered within "
        + "\(Int(endpoint.requestState.lifetimeSeconds)) seconds"
    case .mismatch:
      why =
        "it was issued for another call: send it back with the tool and the arguments of the "
        + "call that asked, unchanged"
    case .replayed:
      why = "it was used already: each question's state is answered once"
    }
    return StatelessEndpoint.error(
      id: id, code: IncomingMessage.invalidParams,
      "Invalid params: the requestState cannot be used — \(why). Call \(tool.prefix(80)) again "
        + "without it to be asked again.",
      data: ["reason": "invalid_request_state", "problem": .string(refusal.rawValue)])
  }
}
