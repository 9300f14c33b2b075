import Crypto
import Foundation

/// Bearer secrets a server hands out once (refresh tokens, sign-in links, console sessions): 256 random
/// bits as base64url, stored only as their SHA-256, so a copy of the database signs nobody in.
public enum RandomSecret {
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// Whether `presented` is `expected`, in time that depends on neither where they differ nor their
    /// lengths (both are hashed first): for every secret a request carries.
    public static func matches(_ presented: String, _ expected: String) -> Bool {
        let left = SHA256.hash(data: Data(presented.utf8)), right = SHA256.hash(data: Data(expected.utf8))
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The stored form: hex SHA-256 of the secret's text.
    public static func hash(_ secret: String) -> String {
        SHA256.hash(data: Data(secret.utf8)).hexString
    }
}
