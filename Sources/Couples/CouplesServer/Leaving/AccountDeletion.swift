import Foundation
import Identity
import ServerKit
import SQLKit

/// `DELETE /me` with its confirmation: the person and everything of theirs.
///
/// One transaction: every session ends first (their other phones are signed out at once, so nothing new
/// arrives), then their pair ends for both as an unpair ends it (its rows by cascade), then their
/// invites, devices, settings and purchases, then their sign-in and account. Then the pair's photo
/// files (should that fail, the startup sweep removes files of pairs that no longer exist) and, on
/// SQLite, the write-ahead log, so deleted rows do not linger on disk.
struct AccountDeletion: Sendable {
    let database: Database
    let identity: IdentityService
    let photos: PhotoVault

    /// The pair the deletion ended: whom to tell, and the name they knew the leaver by.
    struct EndedPair: Sendable, Equatable {
        let pairID: UUID
        let partner: UUID
        let leaverName: String
    }

    func delete(_ person: UUID) async throws -> EndedPair? {
        let ended = try await database.transaction { db -> EndedPair? in
            try await identity.sessions.deleteAll(userID: person, on: db)
            var ended: EndedPair?
            if let pair = try await PairMembership.pairID(of: person, db) {
                let membership = try await PairMembership.of(person, db)
                _ = try await RowLocks.pair(pair, db)
                try await db.raw("DELETE FROM pairs WHERE id = \(bind: pair)").run()
                ended = membership.map { EndedPair(pairID: pair, partner: $0.partner.id, leaverName: $0.me.displayName) }
            }
            try await db.raw("DELETE FROM invites WHERE inviter_id = \(bind: person)").run()
            try await db.raw("DELETE FROM push_devices WHERE account_id = \(bind: person)").run()
            // A refunded purchase is remembered without its buyer, so its old signed transaction is
            // never redeemed again; the others are simply forgotten.
            try await db.raw("DELETE FROM purchases WHERE account_id = \(bind: person) AND revoked_us IS NULL").run()
            try await db.raw("UPDATE purchases SET account_id = NULL WHERE account_id = \(bind: person)").run()
            try await db.raw("DELETE FROM people WHERE account_id = \(bind: person)").run()
            try await identity.accounts.remove(person, sessions: identity.sessions, on: db)
            return ended
        }
        if let ended { try await photos.deletePair(ended.pairID) }
        try await database.compactDeletedData()
        return ended
    }
}
