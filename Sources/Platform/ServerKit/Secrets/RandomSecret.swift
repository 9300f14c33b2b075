import Crypto
import Foundation

/// Bearer secrets a server hands out once (refresh tokens, sign-in links, console sessions): 256 random
/// bits as base64url, stored only as their SHA-256, so a copy of the database signs nobody in.
public enum RandomSecret {
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The stored form: hex SHA-256 of the secret's text.
    public static func hash(_ secret: String) -> String {
        SHA256.hash(data: Data(secret.utf8)).hexString
    }
}
