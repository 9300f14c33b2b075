import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Main flower and flower care against the Couples server, two partners")
@MainActor
struct DailyFlowTests {
    @Test("a full day: both answer and send a photo; the partner's answer and photo open only once both are done", arguments: TestDatabases.backends)
    func fullDay(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let adaMain = MainFlowerModel(environment: ada.environment)
            await adaMain.load()
            #expect(adaMain.phase == .loaded)
            #expect(adaMain.flower?.stage == .seed)
            #expect(adaMain.partnerStatusText == "Waiting for partner")
            #expect(adaMain.streak == 0)

            let adaCare = FlowerCareModel(environment: ada.environment)
            await adaCare.load()
            #expect(!adaCare.question.isEmpty)
            #expect(!adaCare.isFallbackQuestion)
            #expect(!adaCare.canAttachPhoto)
            adaCare.answer = "The smell of rain on the way home."
            #expect(adaCare.canAttachPhoto)
            await adaCare.attachPhoto(try await TestPictures.jpeg(1))
            #expect(adaCare.photo != nil)
            await adaCare.send()
            #expect(adaCare.photoError == nil)
            #expect(adaCare.iAnswered)
            #expect(adaCare.iSentPhoto)
            #expect(adaCare.partnerAnswer == nil)

            // Ben sees Ada's status, but not what she wrote.
            let benMain = MainFlowerModel(environment: ben.environment)
            await benMain.load()
            #expect(benMain.partnerStatus == .done)
            #expect(benMain.partnerStatusText == "Ada is done for today")
            let benCare = FlowerCareModel(environment: ben.environment)
            await benCare.load()
            #expect(benCare.question == adaCare.question)
            #expect(benCare.partnerAnswer == nil)
            #expect(benCare.partnerPhoto == nil)

            benCare.answer = "A long call with my sister."
            await benCare.send()
            #expect(benCare.partnerAnswer == nil)
            await benCare.attachPhoto(try await TestPictures.jpeg(2))
            await benCare.send()
            #expect(benCare.isDayComplete)
            #expect(benCare.partnerAnswer == "The smell of rain on the way home.")
            #expect(benCare.partnerThumbnail != nil)
            #expect(benCare.partnerPhoto != nil)

            await adaCare.handle(PairEventMessage(kind: .dayComplete, date: adaCare.date ?? ""))
            #expect(adaCare.partnerAnswer == "A long call with my sister.")
            #expect(adaCare.myAnswer == "The smell of rain on the way home.")
            #expect(adaCare.partnerPhoto != nil)

            await adaMain.handle(PairEventMessage(kind: .flowerGrew, date: ""))
            #expect(adaMain.isDayComplete)
            #expect(adaMain.streak == 1)
            #expect(adaMain.flower?.stage == .sprout)
        }
    }

    @Test("the answer box counts bytes and refuses more than 2048", arguments: [DatabaseBackend.sqlite])
    func answerLimit(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            care.answer = String(repeating: "é", count: 1025)
            #expect(care.isAnswerTooLong)
            #expect(care.answerLimitText == "2 characters too long")
            #expect(!care.canSend)
            care.answer = String(repeating: "a", count: 2000)
            #expect(care.remainingBytes == 48)
            #expect(care.canSend)
        }
    }

    @Test("polling stands in for the socket: a partner's answer becomes an event", arguments: TestDatabases.backends)
    func pollingEvents(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let (polls, poll) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let polling = PollingPairEventSource(service: ada.environment.service, interval: .milliseconds(50)) { poll.yield() }
            // The socket is down at once: the fallback source polls.
            let source = FallbackPairEventSource(primary: DroppedSocket(), fallback: polling, retryAfter: .seconds(60))
            let first = Task { () -> PairEventMessage? in
                for try await event in source.events() { return event }
                return nil
            }
            // A failure, not a hang, if no event ever comes. Generous: this body and Ben's models run on
            // the main actor, which a full parallel run shares among hundreds of tests (30 s was
            // exceeded on a loaded CI machine).
            let deadline = Task {
                try await ShortSleeps.sleep(for: .seconds(300))
                first.cancel()
                poll.finish()
            }
            defer { deadline.cancel() }
            // The first poll must see the day before Ben's answer, so the answer is a change.
            for await _ in polls { break }
            let care = FlowerCareModel(environment: ben.environment)
            await care.load()
            care.answer = "Tea in the garden."
            await care.send()
            // Said first, so a missing event below is told apart from an answer that never arrived.
            #expect(care.iAnswered, "not sent: \(care.answerError ?? "-"), \(care.notice ?? "-")")
            let event = try await first.value
            #expect(event?.kind == .partnerAnswered)

            let main = MainFlowerModel(environment: ada.environment)
            await main.handle(try #require(event))
            #expect(main.partnerStatus == .answered)
        }
    }
}

/// A WebSocket that is down: its stream fails at once.
struct DroppedSocket: PairEventSource {
    struct Dropped: Error {}
    func events() -> AsyncThrowingStream<PairEventMessage, any Error> {
        AsyncThrowingStream { $0.finish(throwing: Dropped()) }
    }
}
