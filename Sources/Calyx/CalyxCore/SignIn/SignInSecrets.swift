import Crypto
import Foundation

/// The one-time values of a sign-in: a nonce the identity token must carry back (so a token stolen
/// from another sign-in is useless here), PKCE's verifier and challenge (so an intercepted
/// authorization code is useless without the verifier that never left the phone), and the state that
/// ties the browser's answer to this request.
public struct SignInSecrets: Sendable, Equatable {
    /// Sent to our server as is; Apple gets its SHA-256 (`hashedNonce`), Google and Facebook the raw value.
    public let nonce: String
    public let codeVerifier: String
    public let state: String

    public init() {
        self.init(nonce: Self.random(), codeVerifier: Self.random(), state: Self.random(bytes: 16))
    }

    public init(nonce: String, codeVerifier: String, state: String) {
        self.nonce = nonce
        self.codeVerifier = codeVerifier
        self.state = state
    }

    /// What Apple's request carries: lowercase hex of SHA-256(nonce), as the server's verifier expects.
    public var hashedNonce: String {
        SHA256.hash(data: Data(nonce.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// RFC 7636's S256 challenge: BASE64URL(SHA256(ASCII(code_verifier))), unpadded.
    public var codeChallenge: String {
        Data(SHA256.hash(data: Data(codeVerifier.utf8))).base64URLEncoded
    }

    /// 32 random bytes are 43 base64url characters: within PKCE's 43–128 and from its unreserved set.
    static func random(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64URLEncoded
    }
}

extension Data {
    var base64URLEncoded: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    init?(base64URLEncoded text: some StringProtocol) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        self.init(base64Encoded: base64)
    }
}
