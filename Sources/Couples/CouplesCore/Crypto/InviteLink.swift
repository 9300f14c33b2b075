import CouplesAPI
import Crypto
import Foundation

/// An invite link, `couples://pair/join/CODE#k=FINGERPRINT`: the code to join with and the inviter's key
/// fingerprint, which travels only in the fragment and so never through the server. The inviting phone
/// writes the fingerprint from its own key: the server only names the code (and where links point).
public struct InviteLink: Hashable, Sendable {
    public let code: InviteCode
    public let fingerprint: String

    public init(code: InviteCode, fingerprint: String) {
        self.code = code
        self.fingerprint = fingerprint
    }

    /// The link for `code` carrying the fingerprint of this phone's own `key`.
    public init(code: InviteCode, key: Curve25519.KeyAgreement.PublicKey) {
        self.init(code: code, fingerprint: PublicKeyText.fingerprint(key))
    }

    /// The link as text under `base` (`couples://pair`, or the server's https universal-link base).
    public func text(base: String) -> String {
        "\(base)/join/\(code.value)#k=\(fingerprint)"
    }

    /// Where the server's `link` for `code` points, without anything the server wrote after the code:
    /// `https://host/couples/join/CODE#…` gives `https://host/couples`. Links of any other shape give
    /// the app's own scheme.
    public static func base(ofServerLink link: String, code: InviteCode) -> String {
        let withoutFragment = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let suffix = "/join/\(code.value)"
        guard withoutFragment.hasSuffix(suffix), let url = URL(string: withoutFragment), url.scheme != nil else { return defaultBase }
        return String(withoutFragment.dropLast(suffix.count))
    }

    public static let defaultBase = "couples://pair"

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
