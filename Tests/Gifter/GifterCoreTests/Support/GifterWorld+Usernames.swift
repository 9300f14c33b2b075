import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

extension GifterWorld {
    /// Gives an account a username, as Greenhouse's shared accounts hold one (chosen in another app):
    /// Gifter's own API has no operation that sets it, and a friend request may name one.
    func giveUsername(_ username: String, toUserID userID: String) async throws {
        let isolation = try #require(isolation)
        let id = try #require(UUID(uuidString: userID))
        let database = try Database(try isolation.configuration().databaseLocation(forApp: "gifter"), logger: .quiet)
        try await database.withRunning { database in
            try await database.sql.raw("""
                UPDATE users SET username = \(bind: username), username_key = \(bind: username.lowercased()) WHERE id = \(bind: id)
                """).run()
        }
    }
}
