import CouplesAPI
import Foundation
import HTTPTypes
import ServerKit
import SQLKit

/// Joining, unpairing and letting a partner back in with a new key.
struct Pairing: Sendable {
    let database: Database
    let wallClock: any WallClock
    let invites: Invites
    let planting: Planting
    let photos: PhotoVault

    /// Joins the inviter of `code`. The invite is used up, both partners' other invites are withdrawn,
    /// and the pair's first flower is planted on its first day.
    func join(_ joiner: UUID, code: InviteCode, publicKey: PublicKeyText) async throws -> PairMembership {
        let now = wallClock.now()
        let micros = TimestampKey.micros(of: now)
        return try await database.transaction { db in
            guard let invite = try await invites.find(code, in: db) else { throw Problem.notFound("No such invite: it may have expired or been used.") }
            guard invite.inviter_id != joiner else {
                throw Problem(status: .unprocessableContent, slug: "own-invite", title: "Your own invite",
                              detail: "This is your own code: send it to your partner.", errors: [.init(field: "code", detail: "is your own invite")])
            }
            try await RowLocks.people([invite.inviter_id, joiner], db, now: micros)
            for person in [invite.inviter_id, joiner] where try await PairMembership.pairID(of: person, db) != nil {
                throw Problem.alreadyPaired()
            }
            // Single use: a second join with the same code finds nothing to delete.
            guard try await db.raw("DELETE FROM invites WHERE code = \(bind: code.value) RETURNING code").all().count == 1 else {
                throw Problem.notFound("No such invite: it may have expired or been used.")
            }
            let zones = try await db.raw("""
                SELECT time_zone FROM people WHERE account_id IN (\(bind: invite.inviter_id), \(bind: joiner))
                """).all(decoding: ZoneRow.self).map { TimeZone(identifier: $0.time_zone) ?? .gmt }
            let firstDay = PairCalendar.date(at: now, zones: zones).ordinal
            let pair = UUID()
            try await db.raw("""
                INSERT INTO pairs (id, created_us, first_day, latest_day, settled_through, streak, best_streak, freezes)
                VALUES (\(bind: pair), \(bind: micros), \(bind: firstDay), \(bind: firstDay), \(bind: firstDay - 1), 0, 0, 0)
                """).run()
            for (person, key) in [(invite.inviter_id, invite.public_key), (joiner, publicKey.base64)] {
                try await db.raw("""
                    INSERT INTO pair_members (account_id, pair_id, pairing_key, current_key, joined_us)
                    VALUES (\(bind: person), \(bind: pair), \(bind: key), \(bind: key), \(bind: micros))
                    """).run()
            }
            try await db.raw("DELETE FROM invites WHERE inviter_id IN (\(bind: invite.inviter_id), \(bind: joiner))").run()
            try await planting.unlockPurchases(of: [invite.inviter_id, joiner], pair: pair, now: micros, db)
            try await planting.plant(try await planting.nextSpecies(pair, choice: nil, db), pair: pair, on: firstDay, db)
            return try await PairMembership.required(joiner, db)
        }
    }

    /// Ends the pair for both partners and removes everything of it: rows (by cascade) and photo files.
    /// Returns the partner, who should hear of it.
    func unpair(_ person: UUID, pairID: UUID) async throws -> UUID {
        let membership = try await database.transaction { db in
            guard let membership = try await PairMembership.of(person, db), membership.pairID == pairID else {
                throw Problem.validation(field: "pairId", "is not your pair")
            }
            _ = try await RowLocks.pair(pairID, db)
            try await db.raw("DELETE FROM pairs WHERE id = \(bind: pairID)").run()
            return membership
        }
        // After the commit: should this fail or the process die first, the startup sweep removes the
        // files of pairs that no longer exist.
        try await photos.deletePair(pairID)
        return membership.partner.id
    }

    /// `person` asks to be let back in with `key` (a new device that lost the old key).
    func requestRekey(_ person: UUID, key: PublicKeyText) async throws -> PairMembership {
        let micros = TimestampKey.micros(of: wallClock.now())
        return try await database.transaction { db in
            let membership = try await PairMembership.required(person, db)
            guard key.base64 != membership.me.currentKey else {
                throw Problem.validation(field: "publicKey", "is already your key in this pair")
            }
            try await db.raw("""
                UPDATE pair_members SET rekey_key = \(bind: key.base64), rekey_us = \(bind: micros) WHERE account_id = \(bind: person)
                """).run()
            return try await PairMembership.required(person, db)
        }
    }

    /// The partner lets `person`'s partner back in: the pending key becomes current, with the pair key
    /// wrapped to it. 409 when the pending key is not the one approved.
    func approveRekey(_ approver: UUID, key: PublicKeyText, wrappedKey: String) async throws -> PairMembership {
        try await database.transaction { db in
            let membership = try await PairMembership.required(approver, db)
            guard let pending = membership.partner.rekeyKey else {
                throw Problem.conflict("no-rekey", title: "Nothing to approve", detail: "Your partner has not asked to be let back in.")
            }
            guard pending == key.base64 else {
                throw Problem.conflict("rekey-changed", title: "Key changed", detail: "Your partner asked again with another key; compare the new one.", field: "publicKey")
            }
            try await db.raw("""
                UPDATE pair_members SET current_key = rekey_key, wrapped_key = \(bind: wrappedKey), wrapped_by = \(bind: membership.me.currentKey),
                rekey_key = NULL, rekey_us = NULL WHERE account_id = \(bind: membership.partner.id)
                """).run()
            return try await PairMembership.required(approver, db)
        }
    }

    /// Withdraws a pending request, one's own or the partner's.
    func declineRekey(_ person: UUID) async throws -> PairMembership {
        try await database.transaction { db in
            let membership = try await PairMembership.required(person, db)
            try await db.raw("""
                UPDATE pair_members SET rekey_key = NULL, rekey_us = NULL WHERE pair_id = \(bind: membership.pairID)
                """).run()
            return membership
        }
    }

    private struct ZoneRow: Decodable { let time_zone: String }
}
