import Foundation
import ServerKit
import SQLKit

/// Gifter's own record of each account: time zone, reminder toggles and taste answers. Made on first
/// use, so an account from any sign-in path has one.
struct Members: Sendable {
    let database: Database
    let wallClock: any WallClock

    struct Member: Sendable {
        let userID: UUID
        var timeZone: String
        var remindWeekBefore: Bool
        var remindOnDay: Bool
        /// "Tell me about friend requests" (requests to them, and yeses to theirs).
        var friendPushes: Bool
        var answers: TasteAnswers
        /// Answered (or skipped) the onboarding quiz.
        var onboarded: Bool
    }

    func member(_ userID: UUID) async throws -> Member {
        if let member = try await find(userID, database.sql) { return member }
        try await database.sql.raw("""
            INSERT INTO members (user_id, time_zone, remind_week_before, remind_on_day, taste_answers)
            VALUES (\(bind: userID), 'UTC', \(bind: true), \(bind: true), '{}') ON CONFLICT (user_id) DO NOTHING
            """).run()
        guard let member = try await find(userID, database.sql) else { throw Problem.notFound("No such account.") }
        return member
    }

    func find(_ userID: UUID, _ db: any SQLDatabase) async throws -> Member? {
        try await db.raw("""
            SELECT user_id, time_zone, remind_week_before, remind_on_day, friend_pushes, taste_answers, taste_updated_at FROM members WHERE user_id = \(bind: userID)
            """).first(decoding: Row.self).map {
            Member(
                userID: $0.user_id, timeZone: $0.time_zone, remindWeekBefore: $0.remind_week_before, remindOnDay: $0.remind_on_day, friendPushes: $0.friend_pushes,
                answers: AnswersColumn.decode($0.taste_answers), onboarded: $0.taste_updated_at != nil
            )
        }
    }

    func updateSettings(_ userID: UUID, timeZone: String?, weekBefore: Bool?, onDay: Bool?, friendPushes: Bool? = nil, _ db: any SQLDatabase) async throws {
        _ = try await member(userID)
        if let timeZone { try await db.raw("UPDATE members SET time_zone = \(bind: timeZone) WHERE user_id = \(bind: userID)").run() }
        if let weekBefore { try await db.raw("UPDATE members SET remind_week_before = \(bind: weekBefore) WHERE user_id = \(bind: userID)").run() }
        if let onDay { try await db.raw("UPDATE members SET remind_on_day = \(bind: onDay) WHERE user_id = \(bind: userID)").run() }
        if let friendPushes { try await db.raw("UPDATE members SET friend_pushes = \(bind: friendPushes) WHERE user_id = \(bind: userID)").run() }
    }

    /// Merges `answers` into the member's and marks onboarding done.
    func answer(_ userID: UUID, _ answers: TasteAnswers) async throws -> Member {
        _ = try await member(userID)
        try await database.transaction { db in
            guard var member = try await find(userID, db) else { throw Problem.notFound("No such account.") }
            member.answers.merge(answers)
            try await db.raw("""
                UPDATE members SET taste_answers = \(bind: AnswersColumn.encode(member.answers)), taste_updated_at = \(bind: wallClock.now())
                WHERE user_id = \(bind: userID)
                """).run()
        }
        return try await member(userID)
    }

    private struct Row: Decodable {
        let user_id: UUID
        let time_zone: String
        let remind_week_before: Bool
        let remind_on_day: Bool
        let friend_pushes: Bool
        let taste_answers: String
        let taste_updated_at: Date?
    }
}
