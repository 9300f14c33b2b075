import CouplesAPI
import Foundation
import ServerKit
import SQLKit

/// Moves a pair through its days: settles the days that ended (a missed day spends a freeze or
/// resets the streak, and wilts the flower), records today, gives today its question, and completes
/// a day when both partners have answered and sent a photo. Every call runs inside a transaction
/// that has locked the pair, so two partners acting at once are applied one after the other.
struct PairLedger: Sendable {
    let planting: Planting
    let questions: QuestionPicker

    struct PairRow: Decodable, Sendable {
        let id: UUID
        let first_day: Int
        let latest_day: Int
        let settled_through: Int
        let streak: Int
        let best_streak: Int
        let freezes: Int
        let next_species: String?

        var streakRules: StreakRules { StreakRules(current: streak, best: best_streak, freezes: freezes) }
    }

    /// The pair brought up to `now`.
    struct Today: Sendable {
        let pair: PairRow
        let date: DayDate
        let questionID: String
        let completed: Bool
    }

    func pairRow(_ pair: UUID, _ db: any SQLDatabase) async throws -> PairRow {
        guard let row = try await db.raw("""
            SELECT id, first_day, latest_day, settled_through, streak, best_streak, freezes, next_species FROM pairs WHERE id = \(bind: pair)
            """).first(decoding: PairRow.self)
        else { throw Problem.notPaired() }
        return row
    }

    /// Settles every day before today and makes sure today has its question.
    func advance(_ membership: PairMembership, now: Date, _ db: any SQLDatabase) async throws -> Today {
        var pair = try await pairRow(membership.pairID, db)
        // Never backwards: a partner moving west lengthens today rather than returning to yesterday.
        let today = max(PairCalendar.date(at: now, zones: membership.zones).ordinal, pair.latest_day)
        if pair.settled_through < today - 1 || pair.latest_day < today {
            try await settle(&pair, through: today - 1, db)
            try await db.raw("UPDATE pairs SET latest_day = \(bind: today) WHERE id = \(bind: pair.id)").run()
            pair = try await pairRow(pair.id, db)
        }
        if let day = try await db.raw("""
            SELECT question_id, completed_us FROM pair_days WHERE pair_id = \(bind: pair.id) AND day = \(bind: today)
            """).first(decoding: DayRow.self) {
            return Today(pair: pair, date: DayDate(ordinal: today), questionID: day.question_id, completed: day.completed_us != nil)
        }
        let flower = try await planting.growing(pair.id, db)
        let theme = planting.catalog[flower.species]?.theme ?? ""
        let asked = try await db.raw("""
            SELECT question_id, COUNT(*) AS n FROM pair_days WHERE pair_id = \(bind: pair.id) GROUP BY question_id
            """).all(decoding: AskedRow.self)
        let question = questions.pick(pair: pair.id, theme: theme, asked: Dictionary(asked.map { ($0.question_id, $0.n) }) { a, _ in a })
        try await db.raw("""
            INSERT INTO pair_days (pair_id, day, question_id) VALUES (\(bind: pair.id), \(bind: today), \(bind: question.id))
            """).run()
        return Today(pair: pair, date: DayDate(ordinal: today), questionID: question.id, completed: false)
    }

    /// Applies the outcome of every unsettled day up to `last`: complete days were applied when they
    /// completed; each other day is a miss.
    private func settle(_ pair: inout PairRow, through last: Int, _ db: any SQLDatabase) async throws {
        guard pair.settled_through < last else { return }
        let completed = Set(try await db.raw("""
            SELECT day FROM pair_days WHERE pair_id = \(bind: pair.id) AND day > \(bind: pair.settled_through) AND day <= \(bind: last)
            AND completed_us IS NOT NULL
            """).all(decoding: CompletedDay.self).map(\.day))
        var streak = pair.streakRules
        var missed = false
        for day in (pair.settled_through + 1)...last where !completed.contains(day) {
            _ = streak.missDay()
            missed = true
        }
        if missed { try await planting.wilt(pair.id, db) }
        try await db.raw("""
            UPDATE pairs SET settled_through = \(bind: last), streak = \(bind: streak.current), best_streak = \(bind: streak.best),
            freezes = \(bind: streak.freezes) WHERE id = \(bind: pair.id)
            """).run()
    }

    /// What completing a day changed, for events and pushes.
    struct Completion: Sendable {
        let flower: Planting.Flower
        let unlocked: [String]
    }

    /// Completes today if both partners have answered and sent a photo and it is not complete yet.
    func completeIfDone(_ today: Today, now: Date, _ db: any SQLDatabase) async throws -> Completion? {
        guard !today.completed else { return nil }
        let done = try await db.raw("""
            SELECT COUNT(*) AS n FROM entries WHERE pair_id = \(bind: today.pair.id) AND day = \(bind: today.date.ordinal)
            AND answer IS NOT NULL AND upload_id IS NOT NULL
            """).first(decoding: Count.self)!.n
        guard done == 2 else { return nil }
        let micros = TimestampKey.micros(of: now)
        try await db.raw("""
            UPDATE pair_days SET completed_us = \(bind: micros) WHERE pair_id = \(bind: today.pair.id) AND day = \(bind: today.date.ordinal)
            """).run()
        var streak = today.pair.streakRules
        streak.completeDay()
        try await db.raw("""
            UPDATE pairs SET streak = \(bind: streak.current), best_streak = \(bind: streak.best), freezes = \(bind: streak.freezes)
            WHERE id = \(bind: today.pair.id)
            """).run()
        var unlocked: [String] = []
        for species in planting.catalog.unlocked(byStreak: streak.current) {
            if try await planting.unlock(species.id, pair: today.pair.id, source: "streak", now: micros, db) { unlocked.append(species.id) }
        }
        let flower = try await planting.grow(today.pair.id, on: today.date.ordinal, nextChoice: today.pair.next_species, db)
        return Completion(flower: flower, unlocked: unlocked)
    }

    private struct DayRow: Decodable {
        let question_id: String
        let completed_us: Int64?
    }

    private struct AskedRow: Decodable {
        let question_id: String
        let n: Int
    }

    private struct CompletedDay: Decodable { let day: Int }
    struct Count: Decodable { let n: Int }
}
