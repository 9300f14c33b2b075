import Foundation
import Push
import ServerKit
import SQLKit

/// Inside the deletion's transaction: removes what a person put into Calyx and every trace of them in
/// others' things, moving each count others see (followers, likes, saves, votes, replies, comments) by
/// what leaves, so the stored counts equal the rows that remain. Running it again changes nothing: the
/// deletion runs it once more right before the account row goes, for anything written in between.
///
/// Order within: counts are moved before the rows they count are deleted (they are read from those
/// rows); the person's replies go before their threads are judged to have replies or not.
struct AccountContentRemoval {
    let user: UUID
    let db: any SQLDatabase

    /// Returns the flowers whose conversation changed (their cached comment pages are stale).
    func run() async throws -> Set<UUID> {
        try await follows()
        try await db.raw("DELETE FROM mutes WHERE user_id = \(bind: user) OR muted_id = \(bind: user)").run()
        try await db.raw("DELETE FROM blocks WHERE user_id = \(bind: user) OR blocked_id = \(bind: user)").run()
        try await flowerCounts()
        try await collections()
        let conversations = try await comments()
        // Others' notifications lose them as an actor; their phones stop hearing from Calyx.
        try await NotificationRecorder.forget(actor: user, in: db)
        try await PushDevices.forgetAll(of: user, on: db)
        for table in ["flower_scent_notes", "search_history", "user_settings", "profiles"] {
            try await db.raw("DELETE FROM \(ident: table) WHERE user_id = \(bind: user)").run()
        }
        return conversations
    }

    /// Everyone they followed loses a follower, everyone who followed them a followee.
    private func follows() async throws {
        var deltas: [UUID: FollowCounts.Delta] = [:]
        for row in try await db.raw("SELECT followee_id AS other FROM follows WHERE follower_id = \(bind: user)").all(decoding: Other.self) {
            deltas[row.other, default: .init()].followers -= 1
        }
        for row in try await db.raw("SELECT follower_id AS other FROM follows WHERE followee_id = \(bind: user)").all(decoding: Other.self) {
            deltas[row.other, default: .init()].following -= 1
        }
        deltas[user] = nil
        try await FollowCounts.apply(deltas, db)
        try await db.raw("DELETE FROM follows WHERE follower_id = \(bind: user) OR followee_id = \(bind: user)").run()
    }

    /// Flowers lose their likes and saves (a person likes or saves a flower at most once).
    private func flowerCounts() async throws {
        try await db.raw("""
            UPDATE flowers SET like_count = like_count - 1 WHERE id IN (SELECT flower_id FROM flower_likes WHERE user_id = \(bind: user))
            """).run()
        try await db.raw("DELETE FROM flower_likes WHERE user_id = \(bind: user)").run()
        try await db.raw("""
            UPDATE flowers SET save_count = save_count - 1 WHERE id IN (SELECT flower_id FROM saved_flowers WHERE user_id = \(bind: user))
            """).run()
        // Tags and collection entries go with the saved flowers.
        try await db.raw("DELETE FROM saved_flowers WHERE user_id = \(bind: user)").run()
    }

    /// Others' collections lose their likes and saves; copies of theirs keep the flowers and lose the
    /// credit; their own collections go, with others' likes and saves of them.
    private func collections() async throws {
        for (table, count) in [("collection_likes", "like_count"), ("saved_collections", "save_count")] {
            try await db.raw("""
                UPDATE collections SET \(ident: count) = \(ident: count) - 1
                WHERE id IN (SELECT collection_id FROM \(ident: table) WHERE user_id = \(bind: user))
                """).run()
            try await db.raw("DELETE FROM \(ident: table) WHERE user_id = \(bind: user)").run()
        }
        try await db.raw("""
            UPDATE collections SET copied_from_collection_id = NULL, copied_from_user_id = NULL
            WHERE copied_from_user_id = \(bind: user)
                OR copied_from_collection_id IN (SELECT id FROM collections WHERE user_id = \(bind: user))
            """).run()
        try await db.raw("DELETE FROM collections WHERE user_id = \(bind: user)").run()
    }

    /// Votes they cast come off others' comments; their replies go; their threads go unless others
    /// answered them, and then stay as placeholders of the former-member account.
    private func comments() async throws -> Set<UUID> {
        let touched = try await db.raw("""
            SELECT flower_id FROM comments WHERE user_id = \(bind: user) OR reply_to_user_id = \(bind: user)
                OR id IN (SELECT comment_id FROM comment_votes WHERE user_id = \(bind: user))
            """).all(decoding: Flower.self).map(\.flower_id)
        for (value, column, score) in [(1, "upvotes", "score - 1"), (-1, "downvotes", "score + 1")] {
            try await db.raw("""
                UPDATE comments SET \(ident: column) = \(ident: column) - 1, score = \(unsafeRaw: score)
                WHERE id IN (SELECT comment_id FROM comment_votes WHERE user_id = \(bind: user) AND value = \(bind: value))
                """).run()
        }
        try await db.raw("DELETE FROM comment_votes WHERE user_id = \(bind: user)").run()
        try await db.raw("DELETE FROM comment_reports WHERE user_id = \(bind: user)").run()

        // Their visible comments stop counting on the flower, and their visible replies on the thread.
        let visible = CommentState.visible.rawValue
        try await db.raw("""
            UPDATE flowers SET comment_count = comment_count
                - (SELECT COUNT(*) FROM comments c WHERE c.flower_id = flowers.id AND c.user_id = \(bind: user) AND c.state = \(bind: visible))
            WHERE id IN (SELECT flower_id FROM comments WHERE user_id = \(bind: user) AND state = \(bind: visible))
            """).run()
        try await db.raw("""
            UPDATE comments SET reply_count = reply_count
                - (SELECT COUNT(*) FROM comments r WHERE r.parent_id = comments.id AND r.user_id = \(bind: user) AND r.state = \(bind: visible))
            WHERE id IN (SELECT parent_id FROM comments WHERE user_id = \(bind: user) AND state = \(bind: visible) AND parent_id IS NOT NULL)
            """).run()

        // Threads are one level deep: their replies have no replies of their own.
        let answered = try await db.raw("""
            SELECT DISTINCT parent_id AS id FROM comments WHERE user_id = \(bind: user) AND parent_id IS NOT NULL
            """).all(decoding: ID.self).map(\.id)
        try await db.raw("DELETE FROM comments WHERE user_id = \(bind: user) AND parent_id IS NOT NULL").run()
        // A placeholder whose last reply was theirs has nothing left to hold together.
        if !answered.isEmpty {
            try await db.raw("""
                DELETE FROM comments WHERE id IN (\(binds: answered)) AND state = \(bind: CommentState.deleted.rawValue)
                    AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = comments.id)
                """).run()
        }
        try await db.raw("""
            DELETE FROM comments WHERE user_id = \(bind: user) AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = comments.id)
            """).run()
        // What remains of theirs has replies: kept as placeholders without their words, photo or name.
        // Reports of it go: what was reported is gone, and a moderator's "approve" must not bring it back.
        try await db.raw("DELETE FROM comment_reports WHERE comment_id IN (SELECT id FROM comments WHERE user_id = \(bind: user))").run()
        try await db.raw("""
            UPDATE comments SET user_id = \(bind: FormerMember.id), body = '', photo_id = NULL, edited_at = NULL, hidden_us = NULL,
                state = CASE WHEN state = \(bind: CommentState.removed.rawValue) THEN state ELSE \(bind: CommentState.deleted.rawValue) END
            WHERE user_id = \(bind: user)
            """).run()
        try await db.raw("UPDATE comments SET reply_to_user_id = NULL WHERE reply_to_user_id = \(bind: user)").run()
        return Set(touched)
    }

    private struct Other: Decodable { let other: UUID }
    private struct Flower: Decodable { let flower_id: UUID }
    private struct ID: Decodable { let id: UUID }
}
