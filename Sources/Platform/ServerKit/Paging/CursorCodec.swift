import Crypto
import Foundation

/// Makes and reads paging cursors: opaque to clients and tamper-evident.
///
/// A cursor is the listing's position (any `Codable`) sealed with ChaCha20-Poly1305 under a server
/// key, with the listing's `scope` (its route, sort and filters) as authenticated data. Changing a byte,
/// or replaying a cursor against another listing or sort, fails authentication and yields a 400.
public struct CursorCodec: Sendable {
    private let key: SymmetricKey

    public init(key: SymmetricKey) {
        self.key = key
    }

    public func encode(_ position: some Encodable, scope: String) throws -> String {
        let payload = try JSONEncoder().encode(position)
        let sealed = try ChaChaPoly.seal(payload, using: key, authenticating: Data(scope.utf8))
        return Base64URL.encode(sealed.combined)
    }

    public func decode<Position: Decodable>(_ cursor: String, as type: Position.Type, scope: String) throws(Problem) -> Position {
        let invalid = Problem.invalidField("cursor", "is not a cursor issued for this listing; start again without it")
        guard let combined = Base64URL.decode(cursor),
              let box = try? ChaChaPoly.SealedBox(combined: combined),
              let payload = try? ChaChaPoly.open(box, using: key, authenticating: Data(scope.utf8)),
              let position = try? JSONDecoder().decode(Position.self, from: payload)
        else { throw invalid }
        return position
    }
}
