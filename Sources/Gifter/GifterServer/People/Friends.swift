import Foundation
import Identity
import ServerKit
import SQLKit

/// Friends on Gifter. A request is kept under the email or username it was sent to, so the sender
/// learns nothing about who has an account, and someone who signs up with that email later sees it.
struct Friends: Sendable {
    let database: Database
    let wallClock: any WallClock

    struct Person: Sendable {
        let id: UUID
        let displayName: String
        let username: String?
    }

    struct Friendship: Sendable {
        let friend: Person
        let since: Date
    }

    struct Incoming: Sendable {
        let id: UUID
        let from: Person
        let sentAt: Date
    }

    struct Outgoing: Sendable {
        let id: UUID
        let to: String
        let sentAt: Date
    }

    /// The key a request is stored under: `email:<address>` or `username:<name>`; nil when the text is
    /// neither.
    static func key(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains("@"), !trimmed.hasPrefix("@") {
            return PasswordAccounts.emailKey(trimmed).map { "email:\($0)" }
        }
        let name = trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed
        guard (3...30).contains(name.count), name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) else {
            return nil
        }
        return "username:\(name.lowercased())"
    }

    /// The keys requests to `userID` are stored under.
    private func keys(of userID: UUID, _ db: any SQLDatabase) async throws -> [String] {
        guard let row = try await db.raw("SELECT email, username_key FROM users WHERE id = \(bind: userID)").first(decoding: KeysRow.self) else {
            return []
        }
        var keys: [String] = []
        if let email = row.email.flatMap(PasswordAccounts.emailKey) { keys.append("email:\(email)") }
        if let username = row.username_key { keys.append("username:\(username)") }
        return keys
    }

    /// The account a request key names, if any.
    private func account(forKey key: String, _ db: any SQLDatabase) async throws -> UUID? {
        if key.hasPrefix("email:") {
            return try await db.raw("SELECT id FROM users WHERE email = \(bind: String(key.dropFirst(6)))").first(decoding: IDRow.self)?.id
        }
        if key.hasPrefix("username:") {
            return try await db.raw("SELECT id FROM users WHERE username_key = \(bind: String(key.dropFirst(9)))").first(decoding: IDRow.self)?.id
        }
        return nil
    }

    func areFriends(_ a: UUID, _ b: UUID, _ db: (any SQLDatabase)? = nil) async throws -> Bool {
        try await (db ?? database.sql).raw("""
            SELECT friend_id FROM friendships WHERE user_id = \(bind: a) AND friend_id = \(bind: b)
            """).first() != nil
    }

    /// Sends (or keeps) a request; if the one it names had already asked the sender, they become
    /// friends at once.
    func request(from sender: UUID, to text: String, key: String) async throws {
        try await database.transaction { db in
            let now = wallClock.now()
            let senderKeys = try await keys(of: sender, db)
            // The addressee, if there is one (and it is not the sender).
            let target = try await account(forKey: key, db).flatMap { $0 == sender ? nil : $0 }
            if let target, try await areFriends(sender, target, db) { return }
            if let target, !senderKeys.isEmpty {
                let asked = try await db.raw("""
                    SELECT id FROM friend_requests WHERE from_id = \(bind: target) AND to_key IN (\(binds: senderKeys))
                    """).all(decoding: IDRow.self)
                if !asked.isEmpty {
                    try await befriend(sender, target, now: now, db)
                    // Their request was answered by this one: a yes, told to them.
                    if let me = try await person(sender, db) { try await FriendPushes.accepted(by: me, notify: target, now: now, on: db) }
                    return
                }
            }
            if senderKeys.contains(key) { return }
            let id = UUID()
            let inserted = try await db.raw("""
                INSERT INTO friend_requests (id, from_id, to_key, to_text, created_at)
                VALUES (\(bind: id), \(bind: sender), \(bind: key), \(bind: text), \(bind: now))
                ON CONFLICT (from_id, to_key) DO NOTHING RETURNING id
                """).all().count == 1
            // Asking again is no new request and no second push.
            if inserted, let target, let me = try await person(sender, db) {
                try await FriendPushes.requested(id, from: me, to: target, now: now, on: db)
            }
        }
    }

    /// Accepts request `id` if it is addressed to `userID`; the friend, or nil when there is no such request.
    func accept(_ id: UUID, by userID: UUID) async throws -> Friendship? {
        try await database.transaction { db in
            let keys = try await keys(of: userID, db)
            guard !keys.isEmpty, let row = try await db.raw("""
                SELECT from_id FROM friend_requests WHERE id = \(bind: id) AND to_key IN (\(binds: keys)) AND declined_at IS NULL
                """).first(decoding: FromRow.self), row.from_id != userID else { return nil }
            let now = wallClock.now()
            try await befriend(userID, row.from_id, now: now, db)
            guard let person = try await person(row.from_id, db) else { return nil }
            if let me = try await self.person(userID, db) { try await FriendPushes.accepted(by: me, notify: row.from_id, now: now, on: db) }
            return Friendship(friend: person, since: now)
        }
    }

    /// `userID` used an invite link `inviter` made: they are friends at once, and requests between them
    /// are answered. `isNew` is false when they were friends already (nothing changes then); nil when
    /// the inviter's account is gone.
    func acceptInvite(from inviter: UUID, by userID: UUID) async throws -> (friendship: Friendship, isNew: Bool)? {
        try await database.transaction { db in
            if let existing = try await friend(inviter, of: userID, db) { return (existing, false) }
            guard let person = try await person(inviter, db) else { return nil }
            let now = wallClock.now()
            try await befriend(userID, inviter, now: now, db)
            if let me = try await self.person(userID, db) { try await FriendPushes.accepted(by: me, notify: inviter, now: now, on: db) }
            return (Friendship(friend: person, since: now), true)
        }
    }

    private func befriend(_ a: UUID, _ b: UUID, now: Date, _ db: any SQLDatabase) async throws {
        for (user, friend) in [(a, b), (b, a)] {
            try await db.raw("""
                INSERT INTO friendships (user_id, friend_id, since) VALUES (\(bind: user), \(bind: friend), \(bind: now))
                ON CONFLICT (user_id, friend_id) DO NOTHING
                """).run()
        }
        // Requests either way between them are answered.
        for (from, to) in [(a, b), (b, a)] {
            let keys = try await keys(of: to, db)
            if !keys.isEmpty {
                let answered = try await db.raw("""
                    DELETE FROM friend_requests WHERE from_id = \(bind: from) AND to_key IN (\(binds: keys)) RETURNING id
                    """).all(decoding: IDRow.self)
                for request in answered { try await FriendPushes.answered(request.id, on: db) }
            }
        }
    }

    /// Declines a request to `userID` or withdraws one from them; false when it is neither.
    ///
    /// A declined request leaves the one who declined and stays, marked, on the sender's list until they
    /// withdraw it: a request to an address nobody has also stays there, so the sender cannot tell a
    /// "no" from an address without an account.
    func deleteRequest(_ id: UUID, by userID: UUID) async throws -> Bool {
        try await database.transaction { db in
            let keys = try await keys(of: userID, db)
            let mine = try await db.raw("SELECT id FROM friend_requests WHERE id = \(bind: id) AND from_id = \(bind: userID)").first() != nil
            var toMe = false
            if !mine, !keys.isEmpty {
                toMe = try await db.raw("""
                    SELECT id FROM friend_requests WHERE id = \(bind: id) AND to_key IN (\(binds: keys)) AND declined_at IS NULL
                    """).first() != nil
            }
            guard mine || toMe else { return false }
            if mine {
                try await db.raw("DELETE FROM friend_requests WHERE id = \(bind: id)").run()
            } else {
                try await db.raw("UPDATE friend_requests SET declined_at = \(bind: wallClock.now()) WHERE id = \(bind: id)").run()
            }
            // Declined or withdrawn before its push went (held through the night): it does not go.
            try await FriendPushes.answered(id, on: db)
            return true
        }
    }

    /// Ends the friendship both ways, with the claims each made on the other's wishlist and the plans
    /// each kept for the other.
    func remove(_ friend: UUID, of userID: UUID) async throws -> Bool {
        try await database.transaction { db in
            guard try await areFriends(userID, friend, db) else { return false }
            // Invite links are for anyone who has them: a live link either of them shared would make
            // them friends again at once, so both people's links end here (a new one is a tap away).
            try await db.raw("DELETE FROM friend_invites WHERE owner_id IN (\(bind: userID), \(bind: friend))").run()
            for (user, other) in [(userID, friend), (friend, userID)] {
                try await db.raw("DELETE FROM friendships WHERE user_id = \(bind: user) AND friend_id = \(bind: other)").run()
                try await db.raw("DELETE FROM claims WHERE owner_id = \(bind: other) AND claimer_id = \(bind: user)").run()
                let person = PersonRef.friend(other).description
                try await db.raw("DELETE FROM gift_ideas WHERE owner_id = \(bind: user) AND person = \(bind: person)").run()
                try await db.raw("DELETE FROM occasions WHERE owner_id = \(bind: user) AND person = \(bind: person)").run()
            }
            return true
        }
    }

    func friends(of userID: UUID) async throws -> [Friendship] {
        try await database.sql.raw("""
            SELECT u.id, u.display_name, u.username, f.since FROM friendships f JOIN users u ON u.id = f.friend_id
            WHERE f.user_id = \(bind: userID) ORDER BY u.display_name, u.id
            """).all(decoding: FriendRow.self).map(\.friendship)
    }

    func friend(_ id: UUID, of userID: UUID, _ db: (any SQLDatabase)? = nil) async throws -> Friendship? {
        try await (db ?? database.sql).raw("""
            SELECT u.id, u.display_name, u.username, f.since FROM friendships f JOIN users u ON u.id = f.friend_id
            WHERE f.user_id = \(bind: userID) AND f.friend_id = \(bind: id)
            """).first(decoding: FriendRow.self)?.friendship
    }

    func incoming(to userID: UUID) async throws -> [Incoming] {
        let keys = try await keys(of: userID, database.sql)
        guard !keys.isEmpty else { return [] }
        return try await database.sql.raw("""
            SELECT r.id, r.created_at, u.id AS from_id, u.display_name, u.username FROM friend_requests r JOIN users u ON u.id = r.from_id
            WHERE r.to_key IN (\(binds: keys)) AND r.from_id <> \(bind: userID) AND r.declined_at IS NULL ORDER BY r.created_at DESC, r.id
            """).all(decoding: IncomingRow.self).map {
            Incoming(id: $0.id, from: Person(id: $0.from_id, displayName: $0.display_name, username: $0.username), sentAt: $0.created_at)
        }
    }

    func outgoing(from userID: UUID) async throws -> [Outgoing] {
        try await database.sql.raw("""
            SELECT id, to_text, created_at FROM friend_requests WHERE from_id = \(bind: userID) ORDER BY created_at DESC, id
            """).all(decoding: OutgoingRow.self).map { Outgoing(id: $0.id, to: $0.to_text, sentAt: $0.created_at) }
    }

    func person(_ id: UUID, _ db: (any SQLDatabase)? = nil) async throws -> Person? {
        try await (db ?? database.sql).raw("SELECT id, display_name, username FROM users WHERE id = \(bind: id)").first(decoding: PersonRow.self).map {
            Person(id: $0.id, displayName: $0.display_name, username: $0.username)
        }
    }

    private struct KeysRow: Decodable {
        let email: String?
        let username_key: String?
    }

    private struct IDRow: Decodable { let id: UUID }
    private struct FromRow: Decodable { let from_id: UUID }

    private struct PersonRow: Decodable {
        let id: UUID
        let display_name: String
        let username: String?
    }

    private struct FriendRow: Decodable {
        let id: UUID
        let display_name: String
        let username: String?
        let since: Date

        var friendship: Friendship { Friendship(friend: Person(id: id, displayName: display_name, username: username), since: since) }
    }

    private struct IncomingRow: Decodable {
        let id: UUID
        let created_at: Date
        let from_id: UUID
        let display_name: String
        let username: String?
    }

    private struct OutgoingRow: Decodable {
        let id: UUID
        let to_text: String
        let created_at: Date
    }
}
