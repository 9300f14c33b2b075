import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Days you can look back on, against the Couples server, two partners")
@MainActor
struct DaysTests {
    /// Three days both finish (answers "Day n, Name."), then a fourth only Ada answers.
    func threeDays(_ world: CouplesWorld, _ ada: Phone, _ ben: Phone) async throws {
        for day in 0..<3 {
            try await world.completeDay(ada, ben, seed: day)
            world.clock.advance(by: 24 * 3600)
        }
        let care = FlowerCareModel(environment: ada.environment)
        await care.load()
        care.answer = "Not finished yet."
        await care.send()
        #expect(care.iAnswered)
    }

    static func isJPEG(_ data: Data?) -> Bool { data.map { Array($0.prefix(2)) == [0xFF, 0xD8] } ?? false }

    @Test("finished days list newest first, paged as the server pages, with both thumbnails; a day opens both answers and, on demand, each full photo once", arguments: TestDatabases.backends)
    func browse(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            try await threeDays(world, ada, ben)

            let days = DaysModel(environment: ada.environment, pageSize: 2)
            await days.load()
            #expect(days.phase == .loaded)
            #expect(days.rows.map(\.dayNumber) == [3, 2])
            #expect(days.hasMore)
            // The second row is the end of what is loaded: the next page comes.
            await days.rowAppeared(days.rows[1])
            #expect(days.rows.map(\.dayNumber) == [3, 2, 1])
            #expect(!days.hasMore)
            #expect(days.rows.map(\.date) == days.rows.map(\.date).sorted(by: >))
            #expect(days.rows[2].dateText == "24 Nov 2026")
            #expect(!days.rows[0].question.isEmpty)
            for row in days.rows { await days.rowAppeared(row) }
            #expect(days.rows.allSatisfy { Self.isJPEG($0.myThumbnail) && Self.isJPEG($0.partnerThumbnail) })
            #expect(ada.network.delivered("getPhoto") == 6)
            // Appearing again asks for nothing: the thumbnails are in hand.
            for row in days.rows { await days.rowAppeared(row) }
            #expect(ada.network.delivered("getPhoto") == 6)

            let first = days.dayModel(for: days.rows[2])
            await first.load()
            #expect(first.phase == .loaded)
            #expect(first.dayNumberText == "Day 1")
            #expect(first.partnerTitle == "Ben")
            #expect(first.myAnswer == "Day 0, Ada.")
            #expect(first.partnerAnswer == "Day 0, Ben.")
            #expect(first.question == days.rows[2].question)
            #expect(first.partnerPhoto == nil)
            #expect(first.picture(of: .partner) == first.partnerThumbnail)
            #expect(ada.network.delivered("getPhoto") == 6)
            await first.openPhoto(.partner)
            #expect(Self.isJPEG(first.partnerPhoto))
            #expect(try #require(first.partnerPhoto).count > (first.partnerThumbnail?.count ?? 0))
            #expect(ada.network.delivered("getPhoto") == 7)
            // Opened again (another visit): from the phone, not downloaded again.
            let again = days.dayModel(for: days.rows[2])
            await again.load()
            #expect(again.partnerPhoto == first.partnerPhoto)
            await again.openPhoto(.partner)
            #expect(ada.network.delivered("getPhoto") == 7)

            // Ben reads the same day from his side.
            let benDay = PastDayModel(environment: ben.environment, date: days.rows[2].date)
            await benDay.load()
            #expect(benDay.myAnswer == "Day 0, Ben.")
            #expect(benDay.partnerAnswer == "Day 0, Ada.")
            #expect(benDay.partnerThumbnail == first.myThumbnail)
        }
    }

    @Test("offline after a relaunch: the kept days, their thumbnails, answers and opened photos show; an unopened photo says it needs the network", arguments: TestDatabases.backends)
    func offline(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            try await threeDays(world, ada, ben)
            let days = DaysModel(environment: ada.environment)
            await days.load()
            for row in days.rows { await days.rowAppeared(row) }
            let opened = days.dayModel(for: days.rows[0])
            await opened.load()
            await opened.openPhoto(.partner)
            let photo = try #require(opened.partnerPhoto)

            ada.network.online = false
            let relaunched = try await ada.relaunched()
            let offline = DaysModel(environment: relaunched.environment)
            await offline.load()
            #expect(offline.phase == .loaded)
            #expect(offline.isShowingCachedState)
            #expect(offline.rows.map(\.dayNumber) == [3, 2, 1])
            #expect(offline.rows.map(\.myThumbnail) == days.rows.map(\.myThumbnail))
            #expect(offline.rows.map(\.partnerThumbnail) == days.rows.map(\.partnerThumbnail))
            #expect(!offline.hasMore)

            let day = offline.dayModel(for: offline.rows[0])
            await day.load()
            #expect(day.phase == .loaded)
            #expect(day.myAnswer == "Day 2, Ada.")
            #expect(day.partnerAnswer == "Day 2, Ben.")
            #expect(day.partnerPhoto == photo)
            await day.openPhoto(.me)
            #expect(day.myPhoto == nil)
            #expect(day.photoError == PastDayModel.photoUnavailableMessage)
            // Back online, it opens.
            ada.network.online = true
            await day.openPhoto(.me)
            #expect(Self.isJPEG(day.myPhoto))
            #expect(day.photoError == nil)

            // A fresh install offline has nothing kept, and says so.
            let cold = try await world.phone("Cy")
            cold.network.online = false
            let none = DaysModel(environment: cold.environment)
            await none.load()
            #expect(none.phase == .failed(DaysModel.loadFailedMessage))
        }
    }

    @Test("the phone keeps every thumbnail but only the most recently seen full photos")
    func fullPhotoLimit() throws {
        let archive = DayArchive(database: try CouplesDatabase.inMemory())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let limit = DayArchive.fullPhotoLimit
        for index in 0...limit {
            let date = "2026-01-\(index % 28 + 1 < 10 ? "0" : "")\(index % 28 + 1)"
            let author = "author-\(index / 28)"
            let at = start.addingTimeInterval(Double(index))
            try archive.savePhoto(Data([UInt8(index)]), pairID: "pair", date: date, authorID: author, variant: .thumbnail, now: at)
            try archive.savePhoto(Data([UInt8(index)]), pairID: "pair", date: date, authorID: author, variant: .full, now: at)
            // The first photo is looked at again each time: it stays.
            _ = archive.photo(pairID: "pair", date: "2026-01-01", authorID: "author-0", variant: .full, now: at.addingTimeInterval(0.5))
        }
        #expect(try archive.photoCount(.thumbnail) == limit + 1)
        #expect(try archive.photoCount(.full) == limit)
        #expect(archive.photo(pairID: "pair", date: "2026-01-01", authorID: "author-0", variant: .full) == Data([0]))
        // The least recently seen, the second saved, went.
        #expect(archive.photo(pairID: "pair", date: "2026-01-02", authorID: "author-0", variant: .full) == nil)
        #expect(archive.photo(pairID: "pair", date: "2026-01-02", authorID: "author-0", variant: .thumbnail) == Data([1]))
    }

    @Test("no finished day yet: an empty list with its message; not paired: nothing to look back on", arguments: TestDatabases.backends)
    func emptyAndUnpaired(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let days = DaysModel(environment: ada.environment)
            await days.load()
            #expect(days.isEmpty)
            #expect(DaysModel.emptyMessage.contains("both finish"))
            let alone = DaysModel(environment: try await world.phone("Cy").environment)
            await alone.load()
            #expect(alone.phase == .notPaired)
        }
    }

    @Test("a day finished while the list shows joins its top, by the partner event", arguments: TestDatabases.backends)
    func finishedWhileShowing(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let app = CouplesAppModel(environment: ada.environment)
            await app.start()
            app.stopListening()
            await app.days.load()
            #expect(app.days.isEmpty)
            for day in 0..<2 {
                try await world.completeDay(ada, ben, seed: day)
                await app.handle(PairEventMessage(kind: .dayComplete, date: ""))
                world.clock.advance(by: 24 * 3600)
            }
            #expect(app.days.rows.map(\.dayNumber) == [2, 1])
            #expect(!app.days.isEmpty)
        }
    }

    @Test("when the pair ends, the kept days and opened photos leave both phones", arguments: TestDatabases.backends)
    func pairEnds(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            try await threeDays(world, ada, ben)
            for phone in [ada, ben] {
                let days = DaysModel(environment: phone.environment)
                await days.load()
                for row in days.rows { await days.rowAppeared(row) }
                let day = days.dayModel(for: days.rows[0])
                await day.load()
                await day.openPhoto(.partner)
                let archive = DayArchive(database: phone.environment.database)
                #expect(try archive.photoCount(.thumbnail) == 6)
                // Today's screen kept the partner's photo of the days it saw finish, too.
                #expect(try archive.photoCount(.full) >= 1)
            }
            let pairID = try #require(try await ada.environment.service.pair()?.id)

            let settings = SettingsModel(environment: ada.environment)
            await settings.load()
            settings.requestUnpair()
            await settings.confirmUnpair()
            #expect(settings.didUnpair)
            let adaArchive = DayArchive(database: ada.environment.database)
            #expect(try adaArchive.photoCount() == 0)
            #expect(adaArchive.days(pairID: pairID).isEmpty)

            // Ben's phone forgets them when it learns the pair ended.
            let benMain = MainFlowerModel(environment: ben.environment)
            await benMain.load()
            #expect(benMain.phase == .notPaired)
            let benArchive = DayArchive(database: ben.environment.database)
            #expect(try benArchive.photoCount() == 0)
            #expect(benArchive.days(pairID: pairID).isEmpty)
        }
    }

    @Test("today's partner photo is downloaded and decrypted once, not again on each partner event or relaunch", arguments: TestDatabases.backends)
    func partnerPhotoOnce(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let app = CouplesAppModel(environment: ada.environment)
            await app.start()
            app.stopListening()
            await app.care.load()
            try await world.completeDay(ada, ben, seed: 1)
            let before = ada.network.delivered("getPhoto")
            for kind in [PairEventMessage.Kind.dayComplete, .flowerGrew, .partnerSentPhoto, .dayComplete] {
                await app.handle(PairEventMessage(kind: kind, date: app.care.date ?? ""))
            }
            #expect(app.care.partnerAnswer == "Day 1, Ben.")
            #expect(DaysTests.isJPEG(app.care.partnerPhoto))
            #expect(DaysTests.isJPEG(app.care.partnerThumbnail))
            // The thumbnail and the full photo, once each.
            #expect(ada.network.delivered("getPhoto") - before == 2)

            let relaunched = FlowerCareModel(environment: try await ada.relaunched().environment)
            await relaunched.load()
            #expect(relaunched.partnerPhoto == app.care.partnerPhoto)
            #expect(ada.network.delivered("getPhoto") - before == 2)

            // The next day starts without yesterday's photo.
            world.clock.advance(by: 24 * 3600)
            await app.care.load()
            #expect(!app.care.isDayComplete)
            #expect(app.care.partnerPhoto == nil)
            #expect(app.care.partnerAnswer == nil)
        }
    }
}
