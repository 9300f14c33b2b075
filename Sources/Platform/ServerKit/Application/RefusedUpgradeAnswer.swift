import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// Turns the empty 400 that hummingbird-websocket writes for a refused WebSocket upgrade into the
/// refusal's problem document (401 without a valid token, 404 without access…), as a plain GET of the
/// same path answers.
///
/// Added to the connection while the upgrade is being refused, so it sits between the HTTP encoder and
/// the codec hummingbird-websocket adds for its answer: it swaps that answer's head for the problem's
/// and gives it the document as body. Connections that upgrade never meet it.
final class RefusedUpgradeAnswer: ChannelOutboundHandler, RemovableChannelHandler, Sendable {
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let head: HTTPResponseHead
    private let body: ByteBuffer

    init(status: HTTPResponse.Status, fields: HTTPFields, body: ByteBuffer) {
        var headers = HTTPHeaders()
        for field in fields { headers.add(name: field.name.rawName, value: field.value) }
        // The refused connection is closed after the answer, as hummingbird-websocket's own was.
        headers.replaceOrAdd(name: "connection", value: "close")
        head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: status.code, reasonPhrase: status.reasonPhrase), headers: headers
        )
        self.body = body
    }

    /// Answers `request`'s refused upgrade on its connection with the problem `error` stands for.
    static func install(for error: any Error, request: Request, context: some RequestContext, on channel: any Channel) async throws {
        let problem = Problem.describing(error, request: request, context: context)
        let (fields, body) = try problem.rendered(from: request, context: context)
        try await channel.pipeline.addHandler(RefusedUpgradeAnswer(status: problem.status, fields: fields, body: body)).get()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head:
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            // The answer being replaced has no body; only the document goes out.
            promise?.succeed(())
        case .end(let trailers):
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            context.write(wrapOutboundOut(.end(trailers)), promise: promise)
        }
    }
}
