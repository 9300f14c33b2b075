import CouplesAPI
import Foundation
import ServerKit
import SQLKit

/// Invite codes: 8 characters, single use, 24 hours, at most 5 live per person.
struct Invites: Sendable {
    let database: Database
    let wallClock: any WallClock
    /// Where links point: `<base>/join/<code>`. The inviting app adds `#k=<fingerprint>` of its own key:
    /// a fingerprint the server wrote would vouch for whatever key the server chose.
    let linkBase: String

    struct Row: Decodable, Sendable {
        let code: String
        let inviter_id: UUID
        let public_key: String
        let created_us: Int64
        let expires_us: Int64

        var expiresAt: Date { TimestampKey.date(micros: expires_us) }
    }

    func link(for row: Row) -> String {
        "\(linkBase)/join/\(row.code)"
    }

    /// A new invite carrying the inviter's public key. 409 when already paired or holding 5 live invites.
    func create(by inviter: UUID, publicKey: PublicKeyText) async throws -> Row {
        let now = wallClock.now()
        let created = TimestampKey.micros(of: now)
        let expires = TimestampKey.micros(of: now.addingTimeInterval(TimeInterval(CouplesLimits.inviteLifetimeSeconds)))
        return try await database.transaction { db in
            try await RowLocks.person(inviter, db, now: created)
            if try await PairMembership.pairID(of: inviter, db) != nil { throw Problem.alreadyPaired() }
            try await db.raw("DELETE FROM invites WHERE inviter_id = \(bind: inviter) AND expires_us <= \(bind: created)").run()
            let live = try await db.raw("SELECT COUNT(*) AS n FROM invites WHERE inviter_id = \(bind: inviter)").first(decoding: Count.self)!.n
            guard live < CouplesLimits.liveInvitesPerPerson else {
                throw Problem.conflict(
                    "too-many-invites", title: "Too many invites",
                    detail: "You have \(CouplesLimits.liveInvitesPerPerson) invites waiting; withdraw one or wait for one to expire."
                )
            }
            // 30^8 codes: a collision is rare, and a retry with a fresh code settles it.
            for _ in 0..<5 {
                let code = InviteCode(indices: (0..<InviteCode.length).map { _ in Int.random(in: 0..<InviteCode.alphabet.count) }).value
                let inserted = try await db.raw("""
                    INSERT INTO invites (code, inviter_id, public_key, created_us, expires_us)
                    VALUES (\(bind: code), \(bind: inviter), \(bind: publicKey.base64), \(bind: created), \(bind: expires))
                    ON CONFLICT (code) DO NOTHING RETURNING code
                    """).all().count > 0
                if inserted { return Row(code: code, inviter_id: inviter, public_key: publicKey.base64, created_us: created, expires_us: expires) }
            }
            throw Problem.unavailable("No free invite code was found; try again.")
        }
    }

    /// The person's live invites, newest first.
    func live(of inviter: UUID) async throws -> [Row] {
        let now = TimestampKey.micros(of: wallClock.now())
        return try await database.sql.raw("""
            SELECT code, inviter_id, public_key, created_us, expires_us FROM invites
            WHERE inviter_id = \(bind: inviter) AND expires_us > \(bind: now) ORDER BY created_us DESC, code
            """).all(decoding: Row.self)
    }

    /// A live invite by code; nil for one that never existed, was used or expired.
    func find(_ code: InviteCode, in db: (any SQLDatabase)? = nil) async throws -> Row? {
        let now = TimestampKey.micros(of: wallClock.now())
        return try await (db ?? database.sql).raw("""
            SELECT code, inviter_id, public_key, created_us, expires_us FROM invites
            WHERE code = \(bind: code.value) AND expires_us > \(bind: now)
            """).first(decoding: Row.self)
    }

    /// Withdraws one of `inviter`'s invites; false when they have no such invite.
    func cancel(_ code: InviteCode, by inviter: UUID) async throws -> Bool {
        try await database.sql.raw("""
            DELETE FROM invites WHERE code = \(bind: code.value) AND inviter_id = \(bind: inviter) RETURNING code
            """).all().count > 0
    }

    struct Count: Decodable { let n: Int }
}
