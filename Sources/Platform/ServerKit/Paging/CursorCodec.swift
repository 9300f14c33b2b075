import Crypto
import Foundation
import HTTPTypes

/// Makes and reads paging cursors: opaque to clients and tamper-evident.
///
/// A cursor is the listing's position (any `Codable` of fields, in the byte form of `PositionValue`)
/// sealed with ChaCha20-Poly1305 under a server key, with the listing's `scope` (its route, sort and
/// filters) as authenticated data.
///
/// What an API document can say of a cursor, `pattern` says: text that does not match it is a 400. A
/// cursor that matches but was not issued for this listing by this server (a byte changed, another
/// listing's or sort's cursor, another key) names a page that does not exist here: a 404 of its own
/// type, `unknown-cursor`, so an app knows to start the listing again.
public struct CursorCodec: Sendable {
    private let key: SymmetricKey

    public init(key: SymmetricKey) {
        self.key = key
    }

    /// Positions are padded with spaces to a multiple of this many bytes before sealing: a cipher does
    /// not hide length, and a position's length would tell what it holds (how many digits a comment's
    /// hidden score has). A position's bytes say where they end, so the padding is never read.
    static let paddingBlock = 64

    public func encode(_ position: some Encodable, scope: String) throws -> String {
        var payload: [UInt8] = []
        try PositionEncoder.encode(position).write(to: &payload)
        let padded = (payload.count / Self.paddingBlock + 1) * Self.paddingBlock
        payload.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padded - payload.count))
        let sealed = try ChaChaPoly.seal(payload, using: key, authenticating: Data(scope.utf8))
        return Base64URL.encode(sealed.combined)
    }

    /// Every cursor this codec makes matches it: unpadded base64url of at least 30 bytes (a 12-byte
    /// nonce, a 16-byte tag and a padded position of 64 bytes or more; 30 leaves room to change that).
    public static let pattern = #"^[A-Za-z0-9_-]{40,1024}(?![\s\S])"#
    static let lengths = 40...1024

    /// A 400 naming `cursor` when `cursor` does not match `pattern`: checked before a listing decides it
    /// has nothing to list, so no listing answers text that is no cursor with a page.
    public static func checkShape(_ cursor: String) throws(Problem) {
        guard lengths.contains(cursor.utf8.count), cursor.utf8.allSatisfy({ Base64URL.isAlphabet($0) }) else {
            throw Problem.invalidField("cursor", "is not a cursor: start again without it")
        }
    }

    public func decode<Position: Decodable>(_ cursor: String, as type: Position.Type, scope: String) throws(Problem) -> Position {
        try Self.checkShape(cursor)
        guard let combined = Base64URL.decode(cursor),
              let box = try? ChaChaPoly.SealedBox(combined: combined),
              let payload = try? ChaChaPoly.open(box, using: key, authenticating: Data(scope.utf8)),
              let value = try? PositionValue.read(payload),
              let position = try? PositionDecoder.decode(Position.self, from: value)
        else { throw Problem.unknownCursor }
        return position
    }
}

extension Problem {
    /// A well-formed cursor this server did not issue for this listing.
    public static let unknownCursor = Problem(
        status: .notFound, slug: "unknown-cursor", title: "Unknown cursor",
        detail: "cursor: was not issued for this listing by this server; start again without it",
        errors: [FieldIssue(field: "cursor", detail: "was not issued for this listing by this server; start again without it")]
    )
}
