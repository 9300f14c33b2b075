import Crypto
import Foundation
import NIOCore

/// A page or icon rendered once at startup: its bytes, type and a strong ETag over the bytes.
struct RenderedPage: Sendable {
    let body: ByteBuffer
    let contentType: String
    let etag: String

    init(bytes: some Collection<UInt8>, contentType: String) {
        body = ByteBuffer(bytes: bytes)
        self.contentType = contentType
        etag = "\"" + SHA256.hash(data: Array(bytes)).prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
    }
}
