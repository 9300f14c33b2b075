import Crypto
import Foundation
import ServerKit

/// An X25519 public key as the API carries it: standard base64 of its 32 bytes.
struct PublicKeyText: Hashable, Sendable {
    let base64: String

    /// nil unless `text` is the canonical base64 of 32 bytes that X25519 accepts.
    init?(_ text: String) {
        guard text.utf8.count == 44, let data = Data(base64Encoded: text), data.count == 32,
              data.base64EncodedString() == text,
              (try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: data)) != nil
        else { return nil }
        base64 = text
    }

    static func parse(_ text: String, field: String) throws -> PublicKeyText {
        guard let key = PublicKeyText(text) else {
            throw Problem.invalidField(field, "must be an X25519 public key: standard base64 of 32 bytes")
        }
        return key
    }
}
