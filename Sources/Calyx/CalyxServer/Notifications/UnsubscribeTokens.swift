import Crypto
import Foundation
import ServerKit

/// The token of a digest's one-click unsubscribe link: the person's id and an HMAC-SHA256 of it under
/// a key kept in the data directory, base64url. It needs no sign-in and no stored state; it cannot be
/// made for anyone else without the key. It only ever turns email off, so it never needs to expire.
struct UnsubscribeTokens: Sendable {
    let key: SymmetricKey

    /// Separates these MACs from any other use of the key.
    private static let purpose = Data("calyx-email-unsubscribe:".utf8)

    /// The key from `CALYX_UNSUBSCRIBE_KEY` (base64 of 32 bytes; instances behind one load balancer
    /// share it, so any of them accepts a link another mailed), else from
    /// `secrets/calyx-unsubscribe.key` under the data directory, created on first use.
    init(configuration: ServerConfiguration) throws {
        key = try SecretKeyFile.fromEnvironmentOrFile(
            "CALYX_UNSUBSCRIBE_KEY", in: configuration.environment,
            file: configuration.dataDirectory.appendingPathComponent("secrets/calyx-unsubscribe.key")
        )
    }

    init(key: SymmetricKey) {
        self.key = key
    }

    func token(for user: UUID) -> String {
        let id = Self.bytes(user)
        return Base64URL.encode(id + Data(HMAC<SHA256>.authenticationCode(for: Self.purpose + id, using: key)))
    }

    /// The person `token` was made for; nil for anything this server did not make.
    func user(from token: String) -> UUID? {
        guard let data = Base64URL.decode(token), data.count == 16 + SHA256.byteCount else { return nil }
        let id = data.prefix(16)
        guard HMAC<SHA256>.isValidAuthenticationCode(data.suffix(SHA256.byteCount), authenticating: Self.purpose + id, using: key) else { return nil }
        return id.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
    }

    private static func bytes(_ id: UUID) -> Data {
        withUnsafeBytes(of: id.uuid) { Data($0) }
    }
}
