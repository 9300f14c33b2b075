import Foundation
import Media
import ServerKit
import SQLKit

/// Profile headers as others see them, and the photo people choose for themselves.
struct Profiles: Sendable {
    struct Profile: Sendable {
        let person: People.Person
        let about: String?
        let memberSince: Date
        let followerCount: Int
        let followingCount: Int
        /// Public collections; all of them on your own profile.
        let collectionCount: Int
        /// nil when the catalogue is private and not the viewer's.
        let catalogueCount: Int?
        let favoriteCount: Int
        let followerListsPublic: Bool
        /// How the viewer and this person are connected; nil for anonymous viewers and yourself.
        let relation: Relations.Relation?
    }

    let database: Database
    let people: People
    let relations: Relations
    let settings: UserSettingsStore

    /// `user`'s profile as `viewer` may see it; nil when there is no such person, or they blocked `viewer`.
    func profile(of user: UUID, viewer: UUID?) async throws -> Profile? {
        guard user != CatalogIllustrator.catalogAccount, user != FormerMember.id, try await !relations.isBlocked(viewer, by: user),
              let person = try await people.find(user)
        else { return nil }
        let isSelf = viewer == user
        guard let row = try await database.sql.raw("""
            SELECT u.about, u.created_at, COALESCE(p.follower_count, 0) AS follower_count, COALESCE(p.following_count, 0) AS following_count,
                (SELECT COUNT(*) FROM collections c WHERE c.user_id = u.id AND (c.is_public = \(bind: true) OR \(isSelf))) AS collection_count,
                (SELECT COUNT(*) FROM saved_flowers s WHERE s.user_id = u.id AND (s.is_public = \(bind: true) OR \(isSelf))) AS catalogue_count,
                (SELECT COUNT(*) FROM flower_likes l WHERE l.user_id = u.id) AS favorite_count
            FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = \(bind: user)
            """).first(decoding: Row.self)
        else { return nil }
        let settings = try await settings.settings(of: user)
        let relation = try await viewer.asyncFlatMap { viewer in isSelf ? nil : try await relations.relation(of: viewer, to: user) }
        return Profile(
            person: person, about: row.about, memberSince: row.created_at, followerCount: row.follower_count,
            followingCount: row.following_count, collectionCount: row.collection_count,
            catalogueCount: settings.cataloguePublic || isSelf ? row.catalogue_count : nil, favoriteCount: row.favorite_count,
            followerListsPublic: settings.followerListsPublic, relation: relation
        )
    }

    /// The id of the person with `username` (any case), if any.
    func user(named username: String) async throws -> UUID? {
        try await database.sql.raw("SELECT id FROM users WHERE username_key = \(bind: username.lowercased())").first(decoding: ID.self)?.id
    }

    /// Sets (or with nil clears) the photo `user` chose; the caller checked that it is their upload.
    func setPhoto(_ photo: UUID?, of user: UUID) async throws {
        try await database.transaction { db in
            // Holding the photo until it is set: the unused-media sweep may have taken it meanwhile.
            if let photo, try await !OwnMedia.allOwned([photo], by: user, field: "photoId", in: db, lockingOn: database.backend) {
                throw Problem.validation(field: "photoId", "must be a photo you uploaded")
            }
            try await db.raw("""
                INSERT INTO profiles (user_id, photo_id) VALUES (\(bind: user), \(bind: photo))
                ON CONFLICT (user_id) DO UPDATE SET photo_id = excluded.photo_id
                """).run()
        }
    }

    private struct Row: Decodable {
        let about: String?
        let created_at: Date
        let follower_count: Int
        let following_count: Int
        let collection_count: Int
        let catalogue_count: Int
        let favorite_count: Int
    }

    private struct ID: Decodable { let id: UUID }
}
