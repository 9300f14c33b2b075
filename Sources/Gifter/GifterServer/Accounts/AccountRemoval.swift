import Foundation
import Push
import ServerKit
import SQLKit

/// `DELETE /user/account`: the person and everything of theirs, in one transaction. Most rows go by
/// `ON DELETE CASCADE` from `users`; what names them only as text (other people's plans and occasions
/// for `friend:<id>`) and their devices are removed here.
struct AccountRemoval: Sendable {
    let database: Database

    func remove(_ userID: UUID) async throws {
        try await database.transaction { db in
            let asFriend = PersonRef.friend(userID).description
            try await db.raw("DELETE FROM gift_ideas WHERE person = \(bind: asFriend)").run()
            try await db.raw("DELETE FROM occasions WHERE person = \(bind: asFriend)").run()
            try await PushDevices.forgetAll(of: userID, on: db)
            try await PushOutbox.forgetAll(of: userID, on: db)
            try await db.raw("DELETE FROM users WHERE id = \(bind: userID)").run()
        }
    }
}
