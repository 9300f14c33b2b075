import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Offline: the last known state, and the outbox sent exactly once")
@MainActor
struct OfflineTests {
    @Test("offline, the main screen shows the cached flower and the partner as waiting; with no cache, the F-001 error and a backup question", arguments: TestDatabases.backends)
    func cachedState(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let online = MainFlowerModel(environment: ada.environment)
            await online.load()
            let flower = try #require(online.flower)

            ada.network.online = false
            let relaunched = try await ada.relaunched()
            let offline = MainFlowerModel(environment: relaunched.environment)
            await offline.load()
            #expect(offline.phase == .loaded)
            #expect(offline.isShowingCachedState)
            #expect(offline.flower == flower)
            #expect(offline.partnerStatusText == "Waiting for partner")
            #expect(offline.gardenFlowers.count == 1)
            let care = FlowerCareModel(environment: relaunched.environment)
            await care.load()
            #expect(!care.question.isEmpty)
            #expect(!care.isFallbackQuestion)

            // A fresh install offline: nothing cached.
            let cold = try await world.phone("Cy")
            cold.network.online = false
            let empty = MainFlowerModel(environment: cold.environment)
            await empty.load()
            #expect(empty.phase == .failed("Flower not loaded. Try again."))
            let backup = FlowerCareModel(environment: cold.environment)
            await backup.load()
            #expect(backup.isFallbackQuestion)
            #expect(FallbackQuestions.all.map(\.text).contains(backup.question))
        }
    }

    @Test("an answer and a photo written offline are queued, survive a relaunch, and reach the server exactly once", arguments: TestDatabases.backends)
    func outboxExactlyOnce(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            ada.network.online = false
            care.answer = "Written on the train."
            await care.attachPhoto(try await TestPictures.jpeg(3))
            await care.send()
            #expect(care.photoError == "Photo was not sent. Try again.")
            #expect(care.notice == FlowerCareModel.queuedMessage)
            #expect(try ada.environment.outbox.count() == 2)
            let uploadID = try #require(try ada.environment.outbox.pending().first { $0.kind == .photo }?.id)
            #expect(ada.network.delivered("putAnswer") == 0)
            #expect(ada.network.delivered("sendPhoto") == 0)

            // Relaunched, back online: the first load sends the queue.
            ada.network.online = true
            let relaunched = try await ada.relaunched()
            #expect(try relaunched.environment.outbox.count() == 2)
            let main = MainFlowerModel(environment: relaunched.environment)
            await main.load()
            #expect(main.myPartDone)
            #expect(try relaunched.environment.outbox.count() == 0)
            await main.load()
            _ = await relaunched.environment.sender.flush()
            #expect(ada.network.delivered("putAnswer") == 1)
            #expect(ada.network.delivered("sendPhoto") == 1)

            // Read back: the server holds one photo, the one queued, and one answer.
            let today = try #require(try await ada.environment.service.today())
            let day = try await ada.environment.service.day(today.date)
            #expect(day.myEntry?.photo?.uploadId.lowercased() == uploadID)
            let key = try #require(try await ada.environment.pairKey()).key
            let me = try await ada.environment.me()
            #expect(try key.openAnswer(try #require(day.myEntry?.answer), day: today.date, authorID: me.id) == "Written on the train.")
            let benMain = MainFlowerModel(environment: ben.environment)
            await benMain.load()
            #expect(benMain.partnerStatus == .done)
        }
    }

    @Test("a photo whose response was lost is sent again with the same uploadId and stored once", arguments: TestDatabases.backends)
    func lostResponse(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            care.answer = "Sunlight through the blinds."
            await care.send()
            let filesBefore = try world.dataFiles().count
            ada.network.loseNextResponse(of: "sendPhoto")
            await care.attachPhoto(try await TestPictures.jpeg(4))
            await care.send()
            #expect(care.photoError == "Photo was not sent. Try again.")
            await care.retry()
            #expect(care.photoError == nil)
            #expect(care.iSentPhoto)
            #expect(ada.network.delivered("sendPhoto") == 2)
            #expect(try ada.environment.outbox.count() == 0)
            // One photo stored (its ciphertext and its thumbnail's), not two.
            let added = try world.dataFiles().count - filesBefore
            #expect(added == 2)
        }
    }
}

@Suite("Answers the server will not take")
@MainActor
struct RefusedAnswerTests {
    @Test("an answer can be changed until the partner answers; then a change is refused with copy, not retried", arguments: TestDatabases.backends)
    func lockedAnswer(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            care.answer = "First thought."
            await care.send()
            care.answer = "Second thought."
            await care.send()
            #expect(care.answerError == nil)
            #expect(care.myAnswer == "Second thought.")

            let benCare = FlowerCareModel(environment: ben.environment)
            await benCare.load()
            benCare.answer = "Mine."
            await benCare.send()

            care.answer = "Third thought."
            await care.send()
            #expect(care.answerError == "Your answer can't be changed any more: your partner has answered too.")
            #expect(try ada.environment.outbox.count() == 0)
        }
    }

    @Test("an answer queued offline for a day that has ended is dropped with an explanation", arguments: TestDatabases.backends)
    func closedDay(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            ada.network.online = false
            care.answer = "Written in a tunnel."
            await care.send()
            #expect(try ada.environment.outbox.count() == 1)
            world.clock.advance(by: 36 * 3600)
            ada.network.online = true
            await care.retry()
            #expect(care.answerError == "That day ended before your answer could be sent. Today has a new question.")
            #expect(try ada.environment.outbox.count() == 0)
            // Never sent again (the count includes the 401 that made the session refresh after a day and a half).
            let attempts = ada.network.delivered("putAnswer")
            await care.retry()
            #expect(ada.network.delivered("putAnswer") == attempts)
        }
    }
}
