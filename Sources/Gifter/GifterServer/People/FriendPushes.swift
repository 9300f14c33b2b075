import Foundation
import Push
import ServerKit
import SQLKit

/// The pushes friends send each other: a request to someone with an account, and a yes (to a request
/// or to an invite link) back to whoever asked. Queued in the transaction of the friend change, held
/// through the person's quiet hours, skipped when they turned "Tell me about friend requests" off.
/// The words are the app's: the phone renders the String Catalog keys below (Gifter.xcstrings) with
/// the other person's name.
enum FriendPushes {
    static let requestTitleKey = "push.friendRequest.title"
    static let requestBodyKey = "push.friendRequest.body"
    static let acceptedTitleKey = "push.friendAccepted.title"
    static let acceptedBodyKey = "push.friendAccepted.body"

    /// `sender` asked `recipient` (request `requestID`); the app opens the request.
    static func requested(_ requestID: UUID, from sender: Friends.Person, to recipient: UUID, now: Date, on db: any SQLDatabase) async throws {
        let notification = PushNotification(
            .localizedAlert(titleKey: requestTitleKey, key: requestBodyKey, arguments: [sender.displayName]),
            threadID: "friends", custom: ["friendRequest": .string(requestID.apiString)]
        )
        try await enqueue(notification, to: recipient, subject: subject(requestID), now: now, db)
    }

    /// `friend` said yes to `asker`; the app opens the new friend.
    static func accepted(by friend: Friends.Person, notify asker: UUID, now: Date, on db: any SQLDatabase) async throws {
        let notification = PushNotification(
            .localizedAlert(titleKey: acceptedTitleKey, key: acceptedBodyKey, arguments: [friend.displayName]),
            threadID: "friends", custom: ["friend": .string(friend.id.apiString)]
        )
        try await enqueue(notification, to: asker, subject: friendSubject(friend.id), now: now, db)
    }

    /// Request `requestID` was answered, declined or withdrawn: its push, if still waiting, is dropped.
    static func answered(_ requestID: UUID, on db: any SQLDatabase) async throws {
        try await PushOutbox.cancel(subject: subject(requestID), on: db)
    }

    static func subject(_ requestID: UUID) -> String { "friend-request:\(requestID.apiString)" }
    static func friendSubject(_ friendID: UUID) -> String { "friend:\(friendID.apiString)" }

    /// Checked again as a held push goes: the person still wants friend pushes, and what it tells of
    /// still holds — the request still waits (not withdrawn, declined, or gone with its sender's
    /// account), the friendship still stands.
    static func stillWanted(_ account: UUID, subject: String?, database: Database) async throws -> Bool {
        let db = database.sql
        let settings = try await db.raw("SELECT time_zone, friend_pushes FROM members WHERE user_id = \(bind: account)").first(decoding: Settings.self)
        guard settings?.friend_pushes ?? true else { return false }
        guard let subject else { return true }
        if subject.hasPrefix("friend-request:"), let id = UUID(uuidString: String(subject.dropFirst("friend-request:".count))) {
            return try await db.raw("SELECT id FROM friend_requests WHERE id = \(bind: id) AND declined_at IS NULL").first() != nil
        }
        if subject.hasPrefix("friend:"), let id = UUID(uuidString: String(subject.dropFirst("friend:".count))) {
            return try await db.raw("SELECT friend_id FROM friendships WHERE user_id = \(bind: account) AND friend_id = \(bind: id)").first() != nil
        }
        return true
    }

    private static func enqueue(_ notification: PushNotification, to account: UUID, subject: String?, now: Date, _ db: any SQLDatabase) async throws {
        // No members row yet: the defaults (pushes on, UTC) until the app sends the phone's zone.
        let settings = try await db.raw("SELECT time_zone, friend_pushes FROM members WHERE user_id = \(bind: account)").first(decoding: Settings.self)
        guard settings?.friend_pushes ?? true else { return }
        let zone = settings.flatMap { TimeZone(identifier: $0.time_zone) } ?? .gmt
        try await PushOutbox.enqueue(notification, to: account, subject: subject, now: now, quietHoursIn: zone, on: db)
    }

    private struct Settings: Decodable {
        let time_zone: String
        let friend_pushes: Bool
    }
}
