import CouplesAPI
import Foundation
import ServerKit
import SQLKit

/// The daily game: today's state, answers and photos as ciphertext, and a partner's entry only once
/// the day is complete.
struct DayBook: Sendable {
    let database: Database
    let wallClock: any WallClock
    let ledger: PairLedger
    let photos: PhotoVault
    let events: any PairEventBus
    let notifier: CouplesNotifier

    struct Entry: Decodable, Sendable, Equatable {
        let author_id: UUID
        let answer: String?
        let answered_us: Int64?
        let upload_id: UUID?
        let photo_bytes: Int?
        let thumbnail_bytes: Int?
        let photo_us: Int64?

        var answered: Bool { answer != nil }
        var sentPhoto: Bool { upload_id != nil }
        var done: Bool { answered && sentPhoto }
    }

    /// One day as a partner sees it.
    struct DayView: Sendable {
        let membership: PairMembership
        let date: DayDate
        let dayNumber: Int
        let questionID: String
        let complete: Bool
        let mine: Entry?
        /// The partner's entry, whose content is only shown once `complete`.
        let theirs: Entry?
    }

    /// Today, with the pair brought up to now.
    func today(_ person: UUID) async throws -> (view: DayView, pair: PairLedger.PairRow) {
        try await database.transaction { db in
            let membership = try await PairMembership.required(person, db)
            guard try await RowLocks.pair(membership.pairID, db) else { throw Problem.notPaired() }
            let today = try await ledger.advance(membership, now: wallClock.now(), db)
            return (try await view(membership, today.date, questionID: today.questionID, complete: today.completed, firstDay: today.pair.first_day, db), today.pair)
        }
    }

    /// A day of the pair from its first to today. 404 outside that range, and for days before today
    /// the pair never opened (they have no question, nothing was written).
    func day(_ date: DayDate, for person: UUID) async throws -> DayView {
        let db = database.sql
        let membership = try await PairMembership.required(person, db)
        let pair = try await ledger.pairRow(membership.pairID, db)
        // Only a day that may be today needs the pair brought up to now (a write); past days are read.
        if date.ordinal >= pair.latest_day {
            let (todayView, _) = try await today(person)
            if date == todayView.date { return todayView }
            // Brought up to now, the day asked for may have become yesterday: read it as a past day.
            guard date < todayView.date else { throw Problem.notFound("The pair has no such day.") }
        }
        guard let row = try await db.raw("""
            SELECT question_id, completed_us FROM pair_days WHERE pair_id = \(bind: membership.pairID) AND day = \(bind: date.ordinal)
            """).first(decoding: DayRow.self)
        else { throw Problem.notFound("The pair has no such day.") }
        return try await view(membership, date, questionID: row.question_id, complete: row.completed_us != nil, firstDay: pair.first_day, db)
    }

    /// Sets the caller's answer for today. 409 `day-closed` for another day, `answer-locked` once the
    /// partner has answered too.
    func answer(_ date: DayDate, box: String, by person: UUID) async throws -> DayView {
        try await change(date, by: person) { membership, today, db -> ([PairEvent.Kind], Void) in
            let entries = try await entries(membership.pairID, today.date, db)
            let mine = entries.first { $0.author_id == person }
            let theirs = entries.first { $0.author_id != person }
            if mine?.answered == true, theirs?.answered == true {
                throw Problem.conflict("answer-locked", title: "Answer locked", detail: "Both of you have answered; answers no longer change.", field: "answer")
            }
            let micros = TimestampKey.micros(of: wallClock.now())
            try await db.raw("""
                INSERT INTO entries (pair_id, day, author_id, answer, answered_us)
                VALUES (\(bind: membership.pairID), \(bind: today.date.ordinal), \(bind: person), \(bind: box), \(bind: micros))
                ON CONFLICT (pair_id, day, author_id) DO UPDATE SET answer = excluded.answer, answered_us = excluded.answered_us
                """).run()
            return (mine?.answered == true ? [] : [.partnerAnswered], ())
        }.view
    }

    /// Stores the caller's photo for today. The same `upload` again changes nothing; another replaces
    /// the photo until the day is complete (409 `photo-locked`).
    func sendPhoto(_ date: DayDate, upload: UUID, envelope: PhotoEnvelope, by person: UUID) async throws -> DayView {
        let pairID = try await database.sql.raw("SELECT pair_id FROM pair_members WHERE account_id = \(bind: person)")
            .first(decoding: PairIDRow.self)?.pair_id
        guard let pairID else { throw Problem.notPaired() }
        // Written before the row: a crash in between leaves a file no row names, which the startup
        // sweep removes, never a row naming a missing file.
        try await photos.put((envelope.thumbnail, envelope.photo), pair: pairID, upload: upload)
        do {
            let (view, replaced) = try await change(date, by: person) { membership, today, db -> ([PairEvent.Kind], UUID?) in
                guard membership.pairID == pairID else { throw Problem.conflict("pair-changed", title: "Pair changed", detail: "Your pair changed; try again.") }
                let mine = try await entries(membership.pairID, today.date, db).first { $0.author_id == person }
                if mine?.upload_id == upload { return ([], nil) }
                if today.completed {
                    throw Problem.conflict("photo-locked", title: "Photo locked", detail: "The day is complete; its photos no longer change.")
                }
                let micros = TimestampKey.micros(of: wallClock.now())
                try await db.raw("""
                    INSERT INTO entries (pair_id, day, author_id, upload_id, photo_bytes, thumbnail_bytes, photo_us)
                    VALUES (\(bind: pairID), \(bind: today.date.ordinal), \(bind: person), \(bind: upload), \(bind: envelope.photo.count),
                            \(bind: envelope.thumbnail.count), \(bind: micros))
                    ON CONFLICT (pair_id, day, author_id) DO UPDATE SET upload_id = excluded.upload_id, photo_bytes = excluded.photo_bytes,
                        thumbnail_bytes = excluded.thumbnail_bytes, photo_us = excluded.photo_us
                    """).run()
                return (mine?.sentPhoto == true ? [] : [.partnerSentPhoto], mine?.upload_id)
            }
            if let replaced { try await photos.delete(pair: pairID, upload: replaced) }
            return view
        } catch {
            // The row never named this upload (unless an earlier attempt of the same upload stored it).
            if try await !isStored(upload, pair: pairID) { try? await photos.delete(pair: pairID, upload: upload) }
            throw error
        }
    }

    /// A photo's ciphertext: one's own any time, the partner's once the day is complete; nil otherwise.
    func photo(_ date: DayDate, author: Author, part: PhotoVault.Part, for person: UUID) async throws -> [UInt8]? {
        let view = try await day(date, for: person)
        let entry = author == .me ? view.mine : (view.complete ? view.theirs : nil)
        guard let upload = entry?.upload_id else { return nil }
        return try await photos.get(pair: view.membership.pairID, upload: upload, part)
    }

    enum Author: Sendable { case me, partner }

    /// Runs `body` on today under the pair's lock, completes the day when both are done, and publishes
    /// what happened once committed.
    private func change<Result: Sendable>(
        _ date: DayDate, by person: UUID,
        _ body: @escaping @Sendable (PairMembership, PairLedger.Today, any SQLDatabase) async throws -> ([PairEvent.Kind], Result)
    ) async throws -> (view: DayView, result: Result) {
        let outcome: Changed<Result> = try await database.transaction { db in
            let membership = try await PairMembership.required(person, db)
            guard try await RowLocks.pair(membership.pairID, db) else { throw Problem.notPaired() }
            let now = wallClock.now()
            let today = try await ledger.advance(membership, now: now, db)
            guard date == today.date else { throw Problem.dayClosed() }
            let (kinds, result) = try await body(membership, today, db)
            let completion = try await ledger.completeIfDone(today, now: now, db)
            let view = try await view(
                membership, today.date, questionID: today.questionID, complete: today.completed || completion != nil, firstDay: today.pair.first_day, db
            )
            return Changed(view: view, happened: kinds + (completion == nil ? [] : [.dayComplete, .flowerGrew]), result: result)
        }
        await events.publish(outcome.happened.map {
            PairEvent(pair: outcome.view.membership.pairID, kind: $0, date: outcome.view.date.description, actor: person)
        })
        notify(after: outcome)
        return (outcome.view, outcome.result)
    }

    /// Tells the partner when this change finished the caller's part of the day (or the whole day).
    private func notify<Result>(after outcome: Changed<Result>) {
        let view = outcome.view
        let partner = view.membership.partner
        let me = view.membership.me.displayName
        if outcome.happened.contains(.dayComplete) {
            notifier.tell(partner.id, .dayComplete(partner: me), pair: view.membership.pairID, day: view.date.description)
        } else if !outcome.happened.isEmpty, view.mine?.done == true, view.theirs?.done != true {
            notifier.tell(partner.id, .partnerFinished(partner: me), pair: view.membership.pairID, day: view.date.description)
        }
    }

    private struct Changed<Result: Sendable>: Sendable {
        let view: DayView
        let happened: [PairEvent.Kind]
        let result: Result
    }

    private func isStored(_ upload: UUID, pair: UUID) async throws -> Bool {
        try await database.sql.raw("SELECT upload_id FROM entries WHERE pair_id = \(bind: pair) AND upload_id = \(bind: upload)").all().count > 0
    }

    private func view(_ membership: PairMembership, _ date: DayDate, questionID: String, complete: Bool, firstDay: Int, _ db: any SQLDatabase) async throws -> DayView {
        let entries = try await entries(membership.pairID, date, db)
        return DayView(
            membership: membership, date: date, dayNumber: date.ordinal - firstDay + 1, questionID: questionID, complete: complete,
            mine: entries.first { $0.author_id == membership.me.id }, theirs: entries.first { $0.author_id == membership.partner.id }
        )
    }

    func entries(_ pair: UUID, _ date: DayDate, _ db: any SQLDatabase) async throws -> [Entry] {
        try await db.raw("""
            SELECT author_id, answer, answered_us, upload_id, photo_bytes, thumbnail_bytes, photo_us FROM entries
            WHERE pair_id = \(bind: pair) AND day = \(bind: date.ordinal)
            """).all(decoding: Entry.self)
    }

    /// The pair's complete days, newest first.
    func completeDays(of person: UUID, page: PageRequest, codec: CursorCodec) async throws -> Page<DayView> {
        let membership = try await PairMembership.required(person, database.sql)
        let scope = "days|\(membership.pairID.apiString)"
        let before = try page.position(Int.self, codec: codec, scope: scope)
        let first = try await ledger.pairRow(membership.pairID, database.sql).first_day
        let rows = try await database.sql.raw("""
            SELECT day, question_id, completed_us FROM pair_days
            WHERE pair_id = \(bind: membership.pairID) AND completed_us IS NOT NULL AND day < \(bind: before ?? Int.max)
            ORDER BY day DESC LIMIT \(literal: page.limit + 1)
            """).all(decoding: ListedDay.self)
        var views: [(item: DayView, position: Int)] = []
        for row in rows {
            let view = try await view(membership, DayDate(ordinal: row.day), questionID: row.question_id, complete: true, firstDay: first, database.sql)
            views.append((view, row.day))
        }
        return try Page(fetched: views, request: page, codec: codec, scope: scope)
    }

    private struct ListedDay: Decodable {
        let day: Int
        let question_id: String
    }

    /// Every upload the pair's rows name, for the startup sweep.
    func uploads(of pair: UUID) async throws -> Set<UUID> {
        Set(try await database.sql.raw("SELECT upload_id FROM entries WHERE pair_id = \(bind: pair) AND upload_id IS NOT NULL")
            .all(decoding: UploadRow.self).map(\.upload_id))
    }

    private struct DayRow: Decodable {
        let question_id: String
        let completed_us: Int64?
    }

    private struct PairIDRow: Decodable { let pair_id: UUID }
    private struct UploadRow: Decodable { let upload_id: UUID }
}
