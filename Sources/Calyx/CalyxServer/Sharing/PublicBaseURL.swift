import HTTPTypes
import Hummingbird
import ServerKit

/// The scheme and host absolute links on share pages start with: `CALYX_PUBLIC_URL` when set, else
/// the host the request named (behind a trusted proxy, with the scheme it says the client used).
enum PublicBaseURL {
    static func of(_ request: Request, configured: String?, trustProxyHeaders: Bool) throws(Problem) -> String {
        if let configured { return configured }
        // The Host header is the client's to write: only a host name or address and a port is taken,
        // so it cannot inject markup into the page. HTTP/1.1 requires one (RFC 9112 §3.2).
        guard let host = request.head.authority, isHost(host) else {
            throw Problem.invalidField("Host", "must name the server (letters, digits, '.', '-', ':', '[', ']')")
        }
        let https = trustProxyHeaders && request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
        return (https ? "https://" : "http://") + host
    }

    static func isHost(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 255 && text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || [0x2D, 0x2E, 0x3A, 0x5B, 0x5D].contains(byte)
        }
    }
}
