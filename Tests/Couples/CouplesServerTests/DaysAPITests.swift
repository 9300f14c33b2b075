import CouplesAPI
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Couples days")
struct DaysAPITests {
    @Test("the partner's answer and photo appear only once both have done their part; the server holds only ciphertext", arguments: TestDatabases.backends)
    func hiddenUntilBoth(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let ada = harness.client(token: couple.a.token), ben = harness.client(token: couple.b.token)
            let today = try await ada.getToday().ok.body.json
            #expect(today.dayNumber == 1)
            #expect(today.flower.stage == .seed)
            #expect(try await ben.getToday().ok.body.json.question.id == today.question.id)
            let secret = "Marmalade-sandwiches-at-the-lighthouse"
            let adaDay = try await ada.putAnswer(path: .init(day: today.date), body: .json(.init(answer: try couple.seal(secret, by: couple.a, day: today.date))))
                .ok.body.json
            #expect(adaDay.me.answered && !adaDay.me.photo)
            // Ben sees that Ada answered, not what.
            let benView = try await ben.getDay(path: .init(day: today.date)).ok.body.json
            #expect(benView.partner.answered)
            #expect(benView.partnerEntry == nil)
            let early = try await ben.getPhoto(path: .init(day: today.date, author: .partner))
            #expect(failure(early)?.status == 404)
            try await harness.doPart(couple, couple.a)
            try await harness.doPart(couple, couple.b, answer: "Rain on the skylight")
            let done = try await ben.getDay(path: .init(day: today.date)).ok.body.json
            #expect(done.complete)
            let entry = try #require(done.partnerEntry)
            #expect(try couple.open(try #require(entry.answer), by: couple.a, day: today.date) == "A quiet walk by the river.")
            let photo = try await ben.getPhoto(path: .init(day: today.date, author: .partner), query: .init(variant: .full)).ok.body.binary
            #expect(try await [UInt8](collecting: photo, upTo: 1 << 20).count > 28)
            // A ciphertext moved to another author (or day) does not open.
            #expect(throws: (any Error).self) { try couple.open(try #require(entry.answer), by: couple.b, day: today.date) }
            #expect(throws: (any Error).self) { try couple.open(try #require(entry.answer), by: couple.a, day: "2026-11-25") }
            // Nothing the partners wrote is readable on the server: not in the database, not in the data directory.
            let words = ["Marmalade", "quiet walk", "Rain on the skylight", "photo "]
            try await harness.withDatabase { db in
                for table in ["entries", "pair_days", "pairs", "pair_members"] {
                    let rows = try await db.sql.raw("SELECT * FROM \(ident: table)").all()
                    for row in rows {
                        for column in row.allColumns {
                            let text = (try? row.decode(column: column, as: String.self)) ?? ""
                            for word in words { #expect(!text.contains(word), "\(table).\(column) holds \(word)") }
                        }
                    }
                }
            }
            for file in harness.server.isolation.scratch.files() {
                guard let bytes = FileManager.default.contents(atPath: harness.server.isolation.scratch.url.appendingPathComponent(file).path) else { continue }
                for word in words { #expect(bytes.range(of: Data(word.utf8)) == nil, "\(file) holds \(word)") }
            }
        }
    }

    @Test("answers change until both have answered; only today can be written; bad ciphertext is refused", arguments: TestDatabases.backends)
    func rules(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let ada = harness.client(token: couple.a.token), ben = harness.client(token: couple.b.token)
            let day = try await ada.getToday().ok.body.json.date
            _ = try await ada.putAnswer(path: .init(day: day), body: .json(.init(answer: try couple.seal("first", by: couple.a, day: day)))).ok
            _ = try await ada.putAnswer(path: .init(day: day), body: .json(.init(answer: try couple.seal("second", by: couple.a, day: day)))).ok
            _ = try await ben.putAnswer(path: .init(day: day), body: .json(.init(answer: try couple.seal("mine", by: couple.b, day: day)))).ok
            let locked = try await ada.putAnswer(path: .init(day: day), body: .json(.init(answer: try couple.seal("third", by: couple.a, day: day))))
            #expect(failure(locked)?.type == "urn:greenhouse:problem:answer-locked")
            let tomorrow = DayDate(day)!.adding(days: 1).description
            let closed = try await ada.putAnswer(path: .init(day: tomorrow), body: .json(.init(answer: try couple.seal("x", by: couple.a, day: tomorrow))))
            #expect(failure(closed)?.type == "urn:greenhouse:problem:day-closed")
            let short = try await ben.putAnswer(path: .init(day: day), body: .json(.init(answer: Data(repeating: 1, count: 100).base64EncodedString())))
            #expect(failure(short) == Failure(status: 422, type: "urn:greenhouse:problem:validation", field: "answer"))
            let badEnvelope = try await ada.sendPhoto(path: .init(day: day), query: .init(uploadId: UUID().uuidString), body: .binary(HTTPBody([0, 0, 0, 9, 1])))
            #expect(failure(badEnvelope) == Failure(status: 422, type: "urn:greenhouse:problem:validation", field: "body"))
            // Shaped like a date but not one: no such day.
            let impossible = try await ada.putAnswer(path: .init(day: "2026-02-30"), body: .json(.init(answer: try couple.seal("x", by: couple.a, day: day))))
            #expect(failure(impossible)?.status == 404)
            // The same upload retried is stored once.
            let upload = UUID().uuidString
            let envelope = try couple.envelope("sunset", by: couple.a, day: day)
            let first = try await ada.sendPhoto(path: .init(day: day), query: .init(uploadId: upload), body: .binary(HTTPBody(envelope))).ok.body.json
            let retry = try await ada.sendPhoto(path: .init(day: day), query: .init(uploadId: upload), body: .binary(HTTPBody(envelope))).ok.body.json
            #expect(first.myEntry?.photo?.sentAt == retry.myEntry?.photo?.sentAt)
        }
    }

    @Test("complete days grow the flower to full bloom into the garden; a missed day wilts it and resets the streak", arguments: TestDatabases.backends)
    func growth(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            var couple = try await harness.pair()
            var ada = harness.client(token: couple.a.token)
            let first = try await ada.getGarden().ok.body.json.current
            var asked: Set<String> = []
            for day in 1...4 {
                asked.insert(try await ada.getToday().ok.body.json.question.id)
                try await harness.completeToday(couple)
                let today = try await ada.getToday().ok.body.json
                #expect(today.streak.current == day)
                #expect(today.flower.stage == [.sprout, .bud, .bloom, .fullBloom][day - 1])
                couple = try await harness.advance(couple, hours: 24)
                ada = harness.client(token: couple.a.token)
            }
            #expect(asked.count == 4)
            let garden = try await ada.getGarden().ok.body.json
            #expect(garden.items.count == 2)
            #expect(garden.current.stage == .seed)
            #expect(garden.items.last?.id == first.id && garden.items.last?.bloomedOn != nil)
            // A missed day: nobody does anything for a whole day.
            couple = try await harness.advance(couple, hours: 24)
            ada = harness.client(token: couple.a.token)
            let after = try await ada.getToday().ok.body.json
            #expect(after.streak.current == 0)
            #expect(after.streak.best == 4)
            #expect(after.flower.wilted)
            try await harness.completeToday(couple)
            let revived = try await ada.getToday().ok.body.json
            #expect(!revived.flower.wilted && revived.flower.stage == .sprout)
        }
    }

    @Test("unpairing removes the pair's rows and photo files for both, and nothing of it remains", arguments: TestDatabases.backends)
    func unpair(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            try await harness.completeToday(couple)
            let photoFiles = { harness.server.isolation.scratch.files().filter { $0.contains("photos/") } }
            #expect(photoFiles().count == 4)
            let stale = try await harness.client(token: couple.b.token).unpair(query: .init(pairId: UUID().uuidString))
            #expect(failure(stale) == Failure(status: 422, type: "urn:greenhouse:problem:validation", field: "pairId"))
            _ = try await harness.client(token: couple.b.token).unpair(query: .init(pairId: couple.pairID)).noContent
            #expect(photoFiles().isEmpty)
            #expect(failure(try await harness.client(token: couple.a.token).getPair())?.type == "urn:greenhouse:problem:not-paired")
            try await harness.withDatabase { db in
                for table in ["pairs", "pair_members", "pair_days", "entries", "flowers", "unlocks"] {
                    let rows = try await db.sql.raw("SELECT * FROM \(ident: table)").all()
                    #expect(rows.isEmpty, "\(table) is not empty")
                }
            }
        }
    }
}
