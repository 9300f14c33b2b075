import Foundation
import Identity
import Media
import ServerKit
import SQLKit

/// The JSON files of a data export, each read from the database when the archive reaches it, so one
/// document at a time is in memory.
struct ExportDocuments: Sendable {
    let user: UUID
    let database: Database
    let accounts: AccountService
    let settings: UserSettingsStore

    private var sql: any SQLDatabase { database.sql }
    private static let rows = SQLRowDecoder(keyDecodingStrategy: .convertFromSnakeCase)

    func profile() async throws -> [UInt8] {
        let account = try await accounts.account(user)
        let photo = try await sql.raw("SELECT photo_id FROM profiles WHERE user_id = \(bind: user)").first()?
            .decode(column: "photo_id", as: UUID?.self)
        let providers = try await accounts.linkedMethods(user).map { ExportRecords.LinkedProvider(provider: $0.method.rawValue, linkedAt: $0.linkedAt) }
        return try Self.json(ExportRecords.Profile(
            id: ExportID(user), username: account.username, displayName: account.displayName, about: account.about, email: account.email,
            memberSince: account.memberSince, providerPhotoURL: account.photoURL, photo: photo.map(ExportPhotoFile.name),
            linkedProviders: providers
        ))
    }

    func preferences() async throws -> [UInt8] {
        let settings = try await settings.settings(of: user)
        let chosen = try await NotificationKindSettings.read(user, in: sql)
        let kinds = Dictionary(uniqueKeysWithValues: NotificationKind.allCases.map { ($0.rawValue, chosen[$0] ?? $0.defaultChannels) })
        return try Self.json(ExportRecords.Settings(
            cataloguePublic: settings.cataloguePublic, followerListsPublic: settings.followerListsPublic,
            defaultCollectionPublic: settings.defaultCollectionPublic, defaultView: settings.defaultView.rawValue,
            measurementUnit: settings.measurementUnit.rawValue, notificationsEnabled: settings.notificationsEnabled,
            emailNotifications: settings.emailNotifications, timeZone: settings.timeZone, notificationKinds: kinds
        ))
    }

    func searchHistory() async throws -> [UInt8] {
        try await rows(ExportRecords.Search.self, """
            SELECT h.id, h.kind, h.query, h.flower_id, f.common_name AS flower_name, h.searched_at
            FROM search_history h LEFT JOIN flowers f ON f.id = h.flower_id
            WHERE h.user_id = \(bind: user) ORDER BY h.searched_at, h.id
            """)
    }

    func savedFlowers() async throws -> [UInt8] {
        try await rows(ExportRecords.SavedFlower.self, """
            SELECT s.id, s.flower_id, f.common_name AS flower_name, f.scientific_name, s.notes, s.tags, s.photo_ids, s.is_public,
                s.saved_at, s.updated_at
            FROM saved_flowers s JOIN flowers f ON f.id = s.flower_id WHERE s.user_id = \(bind: user) ORDER BY s.saved_at, s.id
            """)
    }

    /// Collections in the owner's order, each with its flowers in theirs.
    func collections() async throws -> [UInt8] {
        var collections = try await sql.raw("""
            SELECT c.id, c.name, c.description, c.is_public, c.position, c.cover_flower_id, c.like_count, c.save_count,
                c.copied_from_collection_id, c.copied_from_user_id, u.username AS copied_from_username, c.created_at, c.updated_at
            FROM collections c LEFT JOIN users u ON u.id = c.copied_from_user_id
            WHERE c.user_id = \(bind: user) ORDER BY c.position, c.id
            """).all(decoding: ExportRecords.Collection.self, with: Self.rows)
        let members = try await sql.raw("""
            SELECT m.collection_id, m.flower_id, f.common_name AS flower_name, m.saved_id, m.position, m.added_at
            FROM collection_flowers m JOIN collections c ON c.id = m.collection_id JOIN flowers f ON f.id = m.flower_id
            WHERE c.user_id = \(bind: user) ORDER BY m.collection_id, m.position, m.flower_id
            """).all(decoding: ExportRecords.CollectionFlower.self, with: Self.rows)
        let byCollection = Dictionary(grouping: members, by: \.collectionId)
        for index in collections.indices { collections[index].flowers = byCollection[collections[index].id] ?? [] }
        return try Self.json(collections)
    }

    func comments() async throws -> [UInt8] {
        try await rows(ExportRecords.Comment.self, """
            SELECT id, flower_id, parent_id, reply_to_user_id, body, photo_id, state, upvotes, reply_count, created_us AS created_at, edited_at
            FROM comments WHERE user_id = \(bind: user) ORDER BY created_us, id
            """)
    }

    func commentVotes() async throws -> [UInt8] {
        try await rows(ExportRecords.Vote.self, """
            SELECT comment_id, value, voted_at FROM comment_votes WHERE user_id = \(bind: user) ORDER BY voted_at, comment_id
            """)
    }

    func commentReports() async throws -> [UInt8] {
        try await rows(ExportRecords.Report.self, """
            SELECT comment_id, reason, detail, reported_at FROM comment_reports WHERE user_id = \(bind: user) ORDER BY reported_at, comment_id
            """)
    }

    func daysActive() async throws -> [UInt8] {
        try await rows(ExportRecords.ActiveDay.self, "SELECT day FROM active_days WHERE user_id = \(bind: user) ORDER BY day")
    }

    /// Moderators' suspensions of this account and their ends (which moderator is left out).
    func suspensions() async throws -> [UInt8] {
        try await rows(ExportRecords.Suspension.self, """
            SELECT action, at_us, detail FROM moderation_log
            WHERE subject_id = \(bind: user) AND action IN (\(binds: [ModerationLog.Action.suspend, .suspensionEnded].map(\.rawValue)))
            ORDER BY at_us, id
            """)
    }

    func scentNotes() async throws -> [UInt8] {
        try await rows(ExportRecords.ScentNote.self, """
            SELECT n.flower_id, f.common_name AS flower_name, n.note, n.updated_at
            FROM flower_scent_notes n JOIN flowers f ON f.id = n.flower_id WHERE n.user_id = \(bind: user) ORDER BY n.updated_at, n.flower_id
            """)
    }

    /// Whom the person follows and who follows them.
    func follows() async throws -> [UInt8] {
        try Self.json([
            "following": try await people("follows", person: "follower_id", other: "followee_id"),
            "followers": try await people("follows", person: "followee_id", other: "follower_id"),
        ])
    }

    /// Whom the person muted and blocked (never who blocked them: that is the other person's).
    func mutesAndBlocks() async throws -> [UInt8] {
        try Self.json([
            "muted": try await people("mutes", person: "user_id", other: "muted_id"),
            "blocked": try await people("blocks", person: "user_id", other: "blocked_id"),
        ])
    }

    /// Flowers (Favorites) and others' collections the person liked.
    func likes() async throws -> [UInt8] {
        let flowers = try await sql.raw("""
            SELECT l.flower_id, f.common_name AS flower_name, l.liked_at
            FROM flower_likes l JOIN flowers f ON f.id = l.flower_id WHERE l.user_id = \(bind: user) ORDER BY l.liked_at, l.flower_id
            """).all(decoding: ExportRecords.FlowerLike.self, with: Self.rows)
        let collections = try await reactions("collection_likes", at: "liked_at")
        struct Likes: Encodable {
            let flowers: [ExportRecords.FlowerLike]
            let collections: [ExportRecords.CollectionReaction]
        }
        return try Self.json(Likes(flowers: flowers, collections: collections))
    }

    func savedCollections() async throws -> [UInt8] {
        try Self.json(try await reactions("saved_collections", at: "saved_at"))
    }

    static func photos(_ records: [MediaRecord]) throws -> [UInt8] {
        try json(records.map {
            ExportRecords.Photo(id: ExportID($0.id), file: ExportPhotoFile.name($0.id), width: $0.width, height: $0.height, uploadedAt: $0.createdAt)
        })
    }

    // MARK: Reading

    private func rows<Row: Codable>(_ type: Row.Type, _ query: SQLQueryString) async throws -> [UInt8] {
        try Self.json(try await sql.raw(query).all(decoding: Row.self, with: Self.rows))
    }

    private func people(_ table: String, person: String, other: String) async throws -> [ExportRecords.Person] {
        try await sql.raw("""
            SELECT r.\(ident: other) AS user_id, u.username, u.display_name, r.created_us AS since
            FROM \(ident: table) r JOIN users u ON u.id = r.\(ident: other)
            WHERE r.\(ident: person) = \(bind: user) ORDER BY r.created_us, r.\(ident: other)
            """).all(decoding: ExportRecords.Person.self, with: Self.rows)
    }

    private func reactions(_ table: String, at column: String) async throws -> [ExportRecords.CollectionReaction] {
        try await sql.raw("""
            SELECT r.collection_id, c.name, c.user_id AS owner_id, u.username AS owner_username, r.\(ident: column) AS \(ident: "at")
            FROM \(ident: table) r JOIN collections c ON c.id = r.collection_id JOIN users u ON u.id = c.user_id
            WHERE r.user_id = \(bind: user) ORDER BY r.\(ident: column), r.collection_id
            """).all(decoding: ExportRecords.CollectionReaction.self, with: Self.rows)
    }

    static func json(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return Array(try encoder.encode(value))
    }
}
