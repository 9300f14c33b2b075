import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import ServerKit

/// Hands messages to an SMTP server, one connection per message (mail here is rare: password resets).
/// TLS always: STARTTLS before anything else, or TLS from the first byte. AUTH PLAIN when credentials
/// are configured, and only over TLS.
public struct SMTPClient: Sendable {
    public let configuration: SMTPConfiguration
    /// The whole exchange's limit; a server that stalls fails the send rather than holding it.
    public var timeout: Duration = .seconds(30)

    public init(configuration: SMTPConfiguration) {
        self.configuration = configuration
    }

    /// Sends `message` (its sender is the configured one unless set) and returns the server's last reply text.
    @discardableResult
    public func send(_ message: MailMessage, date: Date = Date()) async throws(MailError) -> String {
        let messageID = "\(UUID().uuidString.lowercased())@\(configuration.sender.address.split(separator: "@").last ?? "localhost")"
        let data = message.rendered(date: date, messageID: messageID)
        do {
            return try await OutboundSpan.run("SMTP send", service: "smtp", host: configuration.host, port: configuration.port) { _ in
                try await withTimeout { try await exchange(message, data: data) }
            }
        } catch let error as MailError {
            throw error
        } catch let error as NIOSSLError {
            throw .tls("\(error)")
        } catch let error as BoringSSLError {
            throw .tls("\(error)")
        } catch {
            throw .connection(String(describing: error))
        }
    }

    private func exchange(_ message: MailMessage, data: String) async throws -> String {
        let tls = try makeTLSContext()
        let host = configuration.host
        // An IP address cannot be sent as SNI; the chain is still verified against the trusted roots.
        let serverName: String? = host.allSatisfy({ $0.isNumber || $0 == "." || $0 == ":" }) ? nil : host
        let implicit = configuration.security == .implicitTLS
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(10))
            .connect(host: host, port: configuration.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if implicit {
                        try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: tls, serverHostname: serverName))
                    }
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(SMTPReplyDecoder()))
                    return try NIOAsyncChannel<SMTPReply, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var replies = inbound.makeAsyncIterator()
            func reply(to command: String, expecting codes: ClosedRange<Int>) async throws -> SMTPReply {
                guard let reply = try await replies.next() else { throw MailError.connection("closed by the server during \(command)") }
                guard codes.contains(reply.code) else { throw MailError.rejected(command: command, code: reply.code, text: reply.text) }
                return reply
            }
            func send(_ line: String, expecting codes: ClosedRange<Int>, as command: String) async throws -> SMTPReply {
                try await outbound.write(ByteBuffer(string: line + "\r\n"))
                return try await reply(to: command, expecting: codes)
            }

            _ = try await reply(to: "the greeting", expecting: 220...220)
            var features = try await send("EHLO \(configuration.heloName)", expecting: 250...250, as: "EHLO")
            if !implicit {
                guard features.lines.contains(where: { $0.uppercased().hasPrefix("STARTTLS") }) else {
                    throw MailError.tls("the server does not offer STARTTLS (it offers \(features.lines))")
                }
                _ = try await send("STARTTLS", expecting: 220...220, as: "STARTTLS")
                // Made and added on the channel's event loop: a TLS handler is not Sendable.
                let raw = channel.channel
                try await raw.eventLoop.submit {
                    try raw.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName), position: .first)
                }.get()
                // RFC 3207: everything learnt before TLS is forgotten; ask again.
                features = try await send("EHLO \(configuration.heloName)", expecting: 250...250, as: "EHLO")
            }
            if let username = configuration.username {
                let credentials = Data(([0] + Array(username.utf8) + [0] + Array((configuration.password ?? "").utf8))).base64EncodedString()
                do {
                    _ = try await send("AUTH PLAIN \(credentials)", expecting: 235...235, as: "AUTH")
                } catch MailError.rejected(_, let code, let text) {
                    throw MailError.authentication(code: code, text: text)
                }
            }
            _ = try await send("MAIL FROM:<\(configuration.sender.address)>", expecting: 250...250, as: "MAIL FROM")
            for recipient in message.to {
                _ = try await send("RCPT TO:<\(recipient.address)>", expecting: 250...251, as: "RCPT TO \(recipient.address)")
            }
            _ = try await send("DATA", expecting: 354...354, as: "DATA")
            // The body is base64 and the headers are generated: no line starts with "." to stuff.
            try await outbound.write(ByteBuffer(string: data))
            let accepted = try await send(".", expecting: 250...250, as: "the message")
            try? await outbound.write(ByteBuffer(string: "QUIT\r\n"))
            _ = try? await replies.next()
            return accepted.text
        }
    }

    private func makeTLSContext() throws -> NIOSSLContext {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        if let file = configuration.trustRootsFile { tls.trustRoots = .file(file) }
        return try NIOSSLContext(configuration: tls)
    }

    private func withTimeout<R: Sendable>(_ body: @escaping @Sendable () async throws -> R) async throws -> R {
        let limit = timeout
        return try await withThrowingTaskGroup(of: R.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit, tolerance: .zero)
                throw MailError.connection("no answer within \(limit)")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
