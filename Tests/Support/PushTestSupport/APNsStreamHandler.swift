import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHPACK
import NIOHTTP2

/// Serves one HTTP/2 stream: gathers the request's HEADERS and DATA frames until END_STREAM, asks the
/// state for the answer and writes it back as HTTP/2 frames.
final class APNsStreamHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias OutboundOut = HTTP2Frame.FramePayload

    private let state: APNsStandInState
    private let alpn: String?
    private var headers: HPACKHeaders?
    private var body = ByteBuffer()
    private var answered = false

    init(state: APNsStandInState, alpn: String?) {
        self.state = state
        self.alpn = alpn
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let frame):
            // A second HEADERS frame is trailers, which APNs requests never carry.
            if headers == nil { headers = frame.headers }
            if frame.endStream { respond(context: context) }
        case .data(let frame):
            if case .byteBuffer(var buffer) = frame.data { body.writeBuffer(&buffer) }
            if frame.endStream { respond(context: context) }
        default:
            break
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func respond(context: ChannelHandlerContext) {
        guard !answered, let headers else { return }
        answered = true
        var regular: [String: String] = [:]
        for (name, value, _) in headers where !name.hasPrefix(":") {
            regular[name] = regular[name] ?? value
        }
        let answer = state.answer(APNsStandInState.Incoming(
            alpn: alpn,
            method: headers.first(name: ":method") ?? "",
            scheme: headers.first(name: ":scheme") ?? "",
            authority: headers.first(name: ":authority") ?? "",
            path: headers.first(name: ":path") ?? "",
            headers: regular,
            body: Data(buffer: body)
        ))
        var response: HPACKHeaders = [":status": String(answer.status)]
        if let apnsID = answer.apnsID { response.add(name: "apns-id", value: apnsID) }
        if let body = answer.body {
            response.add(name: "content-type", value: "application/json; charset=utf-8")
            response.add(name: "content-length", value: String(body.count))
            context.write(wrapOutboundOut(.headers(.init(headers: response))), promise: nil)
            let buffer = ByteBuffer(data: body)
            context.writeAndFlush(wrapOutboundOut(.data(.init(data: .byteBuffer(buffer), endStream: true))), promise: nil)
        } else {
            context.writeAndFlush(wrapOutboundOut(.headers(.init(headers: response, endStream: true))), promise: nil)
        }
    }
}
