import HTTPTypes
import IntentsRuntime
import IntentsWire
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// What every connection of the servers goes through below the router, between the HTTP/1
/// codec and Hummingbird: a deadline for each request's head, and a JSON answer for a request
/// that is not HTTP at all.
///
/// - **The head's deadline.** A request's head — its request line and headers — must be read
///   within `headTimeout` of its first bytes; a client that sends it more slowly (slowloris:
///   a byte every few seconds) is answered `408` and its connection closed. A connection that
///   sends nothing is left to Hummingbird's idle timeout, which also closes one whose body
///   stops coming.
/// - **Malformed requests.** A head the HTTP parser refuses (a malformed request line or
///   header, headers over the size limit, a method or target HTTP types cannot hold) is
///   answered with a JSON error — `400`, or `431` for headers too large — and the connection
///   closed, where Hummingbird would answer an empty `400` or close without a word. A body the
///   parser refuses (a malformed chunk) fails the route's reading of it with an
///   ``IntentsRuntime/IntentsError`` (`invalidRequest`), which the route answers.
///
/// An answer of its own waits for the responses under way on the connection, so that it never
/// cuts into one.
///
/// It also marks the connection's ``ClientDeparture`` when the client stops sending — the end
/// of its input, or of the connection — so that a route running long work for it can stop.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// How long a request's head may take from its first bytes.
  private let headTimeout: TimeAmount
  /// The body of an error answered here.
  private let errorBody: @Sendable (IntentsError) -> [UInt8]

  /// Whether the next thing read is a request's head (none is being read).
  private var awaitingHead = true
  /// Whether the read under way delivered a part.
  private var readDeliveredParts = false
  /// Requests whose head was read and whose response has not ended.
  private var responsesOwed = 0
  /// The head's deadline, while a head is being read.
  private var headDeadline: Scheduled<Void>?
  /// The answer to give once the responses under way end, after which the connection closes.
  private var pendingAnswer: (HTTPResponse.Status, IntentsError)?
  /// Whether the connection failed: nothing more read from it goes on.
  private var failed = false
  /// When the client stops sending: read by the routes from any thread.
  let departure = ClientDeparture()

  /// A guard answering errors with bodies made by `errorBody`.
  init(headTimeout: TimeAmount, errorBody: @escaping @Sendable (IntentsError) -> [UInt8]) {
    self.headTimeout = headTimeout
    self.errorBody = errorBody
  }

  // MARK: - Reading

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !failed else { return }
    readDeliveredParts = true
    switch unwrapInboundIn(data) {
    case .head:
      awaitingHead = false
      responsesOwed += 1
      headDeadline?.cancel()
      headDeadline = nil
    case .body: break
    case .end: awaitingHead = true
    }
    context.fireChannelRead(data)
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    // Bytes came and made no part while a head is awaited: a head has begun.
    if awaitingHead, !readDeliveredParts, headDeadline == nil, !failed {
      startHeadDeadline(context: context)
    }
    readDeliveredParts = false
    context.fireChannelReadComplete()
  }

  func channelInactive(context: ChannelHandlerContext) {
    headDeadline?.cancel()
    headDeadline = nil
    departure.depart()
    context.fireChannelInactive()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // Hummingbird allows half-closure, so a client that closes its connection arrives as the
    // end of its input, the connection left open.
    if case .inputClosed? = event as? ChannelEvent { departure.depart() }
    context.fireUserInboundEventTriggered(event)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    headDeadline?.cancel()
    headDeadline = nil
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard !failed else { return }
    guard let refusal = Self.refusal(of: error) else {
      context.fireErrorCaught(error)
      return
    }
    failed = true
    headDeadline?.cancel()
    headDeadline = nil
    if awaitingHead {
      answer(refusal.status, refusal.error, context: context)
    } else {
      // Within the body of the request being read: its route reads the error and answers.
      context.fireErrorCaught(refusal.error)
    }
  }

  // MARK: - Writing

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard case .end = unwrapOutboundIn(data) else {
      context.write(data, promise: promise)
      return
    }
    responsesOwed -= 1
    context.write(data, promise: promise)
    if responsesOwed == 0, let (status, error) = pendingAnswer {
      pendingAnswer = nil
      answer(status, error, context: context)
    }
  }

  // MARK: - Answering

  /// Answers with a JSON error and closes the connection, now or once the responses under way
  /// end.
  private func answer(
    _ status: HTTPResponse.Status, _ error: IntentsError, context: ChannelHandlerContext
  ) {
    guard responsesOwed == 0 else {
      pendingAnswer = (status, error)
      return
    }
    let body = context.channel.allocator.buffer(bytes: errorBody(error))
    let head = HTTPResponse(
      status: status,
      headerFields: [
        .contentType: "application/json", .contentLength: "\(body.readableBytes)",
        .connection: "close",
      ])
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    let written = context.eventLoop.makePromise(of: Void.self)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
    written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }

  private func startHeadDeadline(context: ChannelHandlerContext) {
    headDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: headTimeout) {
      self.headDeadline = nil
      guard self.awaitingHead, !self.failed else { return }
      self.failed = true
      self.answer(
        .requestTimeout,
        IntentsError(
          IntentsError.requestTimeout,
          "The request's head (its request line and headers) did not arrive within "
            + "\(Self.seconds(self.headTimeout)); send it whole, promptly."),
        context: context)
    }
  }

  /// The status and error of a request the HTTP parser (or the conversion to HTTP types)
  /// refused; `nil` for any other error.
  private static func refusal(
    of error: any Error
  ) -> (status: HTTPResponse.Status, error: IntentsError)? {
    switch error {
    case HTTPParserError.headerOverflow:
      (
        .requestHeaderFieldsTooLarge,
        IntentsError(
          IntentsError.requestTooLarge,
          "The request's headers are larger than the server takes; send fewer or shorter ones.")
      )
    case let error as HTTPParserError:
      (
        .badRequest,
        IntentsError(
          IntentsError.invalidRequest,
          "The request is not valid HTTP/1.1 (\(error)); nothing was done.")
      )
    case let error as HTTP1TypeConversionError:
      (
        .badRequest,
        IntentsError(
          IntentsError.invalidRequest,
          "The request's method or target cannot be served (\(error)); nothing was done.")
      )
    default: nil
    }
  }

  /// A time amount in words.
  private static func seconds(_ amount: TimeAmount) -> String {
    let milliseconds = amount.nanoseconds / 1_000_000
    return milliseconds % 1000 == 0
      ? "\(milliseconds / 1000) seconds" : "\(milliseconds) milliseconds"
  }
}

@available(*, unavailable)
extension ConnectionGuard: Sendable {}
