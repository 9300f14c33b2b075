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
            // Pushes held for others that carry this person's name (their requests, their yes) go too.
            let requests = try await db.raw("SELECT id FROM friend_requests WHERE from_id = \(bind: userID)").all(decoding: RequestRow.self)
            for request in requests { try await FriendPushes.answered(request.id, on: db) }
            try await PushOutbox.cancel(subject: FriendPushes.friendSubject(userID), on: db)
            try await db.raw("DELETE FROM users WHERE id = \(bind: userID)").run()
        }
    }

    private struct RequestRow: Decodable { let id: UUID }
}
