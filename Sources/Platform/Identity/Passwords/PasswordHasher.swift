import HummingbirdBcrypt
import NIOPosix

/// bcrypt at cost 12 (about a quarter of a second on a server core), run on a thread pool so the
/// event loops keep serving while a password is hashed.
public struct PasswordHasher: Sendable {
    public static let cost: UInt8 = 12

    public init() {}

    public func hash(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: Self.cost) }
    }

    /// Whether `password` matches `hash`; with no hash (unknown email) it checks against a fixed one
    /// anyway, so "no such account" takes as long as "wrong password" and timing reveals nothing.
    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive {
            let matches = Bcrypt.verify(password, hash: hash ?? Self.unmatchableHash)
            return hash != nil && matches
        }
    }

    /// A real cost-12 hash of a random string nobody knows, made once.
    private static let unmatchableHash = Bcrypt.hash(String(UInt64.random(in: .min ... .max), radix: 36), cost: cost)
}
