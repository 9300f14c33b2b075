import NIOCore

/// One SMTP reply: its code and its text lines (a multi-line reply's `250-` lines joined).
struct SMTPReply: Sendable, Equatable {
    let code: Int
    let lines: [String]

    var text: String { lines.joined(separator: " ") }
    var isPositive: Bool { (200..<400).contains(code) }
}

/// Reads replies line by line: `250-…` continues, `250 …` ends. A line over 2,048 bytes or a reply over
/// 100 lines is a broken server, not something to buffer without bound.
struct SMTPReplyDecoder: ByteToMessageDecoder {
    typealias InboundOut = SMTPReply
    private var pending: [String] = []

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > 2048 { throw MailError.protocolViolation("a reply line longer than 2048 bytes") }
            return .needMoreData
        }
        let length = newline - buffer.readerIndex + 1
        var utf8 = buffer.readBytes(length: length)!
        utf8.removeLast()
        if utf8.last == UInt8(ascii: "\r") { utf8.removeLast() }
        let line = String(decoding: utf8, as: UTF8.self)
        guard utf8.count >= 3, let code = Int(String(decoding: utf8[0..<3], as: UTF8.self)), (200..<600).contains(code) else {
            throw MailError.protocolViolation("not a reply: \(line.prefix(80))")
        }
        let separator = utf8.count > 3 ? utf8[3] : UInt8(ascii: " ")
        pending.append(utf8.count > 4 ? String(decoding: utf8[4...], as: UTF8.self) : "")
        guard pending.count <= 100 else { throw MailError.protocolViolation("a reply of more than 100 lines") }
        if separator == UInt8(ascii: "-") { return .continue }
        context.fireChannelRead(wrapInboundOut(SMTPReply(code: code, lines: pending)))
        pending = []
        return .continue
    }
}
