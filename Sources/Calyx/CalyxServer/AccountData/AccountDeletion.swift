import Foundation
import Identity
import Logging
import Media
import ServerKit
import SQLKit

/// `DELETE /user/account`: the person, everything they put into Calyx, and every trace of them in
/// others' things, with others' counts kept exact.
///
/// In three steps, each safe to repeat, so a crash part-way leaves an account its owner can still sign
/// in to and delete again, never a half-deleted one they cannot reach:
/// 1. One transaction: every session ends (their other devices are signed out at once, so nothing new
///    arrives), and their content goes (`AccountContentRemoval`), counts corrected.
/// 2. Their photos, through `MediaLibrary.delete`: media rows do not cascade, and the files go when no
///    other record uses them. Nothing points at these photos any more after step 1.
/// 3. One transaction: the content removal again (for anything a request already under way wrote after
///    step 1), then the sign-in identities and the `users` row; every other row naming them (export
///    allowance, notifications) goes by `ON DELETE CASCADE`.
/// Then SQLite's write-ahead log is emptied so deleted words do not linger in it on disk.
struct AccountDeletion: Sendable {
    let database: Database
    let identity: IdentityService
    let media: MediaLibrary
    let wallClock: any WallClock
    let versions: ConversationVersions

    func delete(_ user: UUID) async throws {
        try await FormerMember.account.ensure(in: database, now: wallClock.now())
        let conversations = try await database.transaction { db in
            try await identity.sessions.deleteAll(userID: user, on: db)
            return try await AccountContentRemoval(user: user, db: db).run()
        }
        for flower in conversations { versions.changed(flower) }
        // An upload that was already being processed can land after step 2: another round takes it.
        for _ in 0..<3 {
            for record in try await media.records(ownedBy: user) { try await media.delete(record.id, owner: user) }
            let removed = try await database.transaction { db -> Bool in
                let media = try await db.raw("SELECT COUNT(*) AS n FROM media WHERE owner_id = \(bind: user)").first()?.decode(column: "n", as: Int.self) ?? 0
                guard media == 0 else { return false }
                _ = try await AccountContentRemoval(user: user, db: db).run()
                try await identity.accounts.remove(user, sessions: identity.sessions, on: db)
                return true
            }
            if removed { return try await database.compactDeletedData() }
        }
        throw Problem.unavailable("Photos were still being uploaded to this account; try again in a minute.")
    }
}
