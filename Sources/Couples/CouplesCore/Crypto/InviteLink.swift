import CouplesAPI
import Foundation

/// An invite link, `couples://pair/join/CODE#k=FINGERPRINT`: the code to join with and the inviter's key
/// fingerprint, which travels only in the fragment and so never through the server.
public struct InviteLink: Hashable, Sendable {
    public let code: InviteCode
    public let fingerprint: String

    public init(code: InviteCode, fingerprint: String) {
        self.code = code
        self.fingerprint = fingerprint
    }

    /// Reads any link whose path ends in `/join/CODE` and whose fragment has `k=`, whatever the base
    /// (the server's `COUPLES_LINK_BASE` may be an https universal link).
    public init(_ text: String) throws(CouplesCryptoError) {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw .invalidInviteLink }
        var parts = url.path.split(separator: "/").map(String.init)
        // `couples://pair/join/CODE`: the URL's host is "pair", its path "/join/CODE".
        if let host = url.host, parts.first != "join" { parts.insert(host, at: 0) }
        guard parts.count >= 2, parts[parts.count - 2] == "join", let code = InviteCode(parts[parts.count - 1]) else {
            throw .invalidInviteLink
        }
        let fields = (url.fragment ?? "").split(separator: "&")
        guard let field = fields.first(where: { $0.hasPrefix("k=") }), field.count > 2 else { throw .invalidInviteLink }
        self.init(code: code, fingerprint: String(field.dropFirst(2)))
    }

    /// Whether the key the server handed out for this code is the one the inviter's app put in the link.
    /// A mismatch is the one sign a server (or anyone in between) swapped keys: refuse to join.
    public func verify(inviterKey: String) throws(CouplesCryptoError) {
        let key = try PublicKeyText.decode(inviterKey)
        guard PublicKeyText.fingerprint(key) == fingerprint else { throw .fingerprintMismatch }
    }
}
