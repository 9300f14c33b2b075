import Crypto
import Foundation
import ServerKit
import SQLKit

/// Invite links: a token anyone who has it can use to become the maker's friend, for 14 days and any
/// number of times (a link shared in a group chat). Only the token's SHA-256 is stored, so a copy of
/// the database cannot be turned back into working links.
struct FriendInvites: Sendable {
    let database: Database
    let wallClock: any WallClock

    static let lifetime: TimeInterval = 14 * 24 * 60 * 60

    struct Invite: Sendable {
        let token: String
        let expiresAt: Date
    }

    /// Who made a live invite, and until when it works.
    struct Found: Sendable {
        let ownerID: UUID
        let expiresAt: Date
    }

    func create(owner: UUID) async throws -> Invite {
        let token = Self.generate()
        let now = wallClock.now()
        let expiresAt = now.addingTimeInterval(Self.lifetime)
        try await database.sql.raw("""
            INSERT INTO friend_invites (token_hash, owner_id, created_at, expires_at)
            VALUES (\(bind: Self.hash(token)), \(bind: owner), \(bind: now), \(bind: expiresAt))
            """).run()
        return Invite(token: token, expiresAt: expiresAt)
    }

    /// The invite `token` names if it has not expired; unknown and expired are the same nil.
    func find(_ token: String, _ db: (any SQLDatabase)? = nil) async throws -> Found? {
        guard Self.isWellFormed(token) else { return nil }
        return try await (db ?? database.sql).raw("""
            SELECT owner_id, expires_at FROM friend_invites WHERE token_hash = \(bind: Self.hash(token)) AND expires_at > \(bind: wallClock.now())
            """).first(decoding: Row.self).map { Found(ownerID: $0.owner_id, expiresAt: $0.expires_at) }
    }

    /// 256 random bits as 43 base64url characters.
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).hexString
    }

    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 43 && token.utf8.allSatisfy(Base64URL.isAlphabet)
    }

    private struct Row: Decodable {
        let owner_id: UUID
        let expires_at: Date
    }
}
