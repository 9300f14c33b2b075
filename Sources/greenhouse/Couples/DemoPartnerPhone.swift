import ClientKit
import CouplesCore
import CouplesServer
import Foundation
import OpenAPIRuntime

/// The demo partner's phone: CouplesCore's own models (the app minus its pixels) talking to the server
/// over HTTP, exactly as a second phone would. It signs in as `CouplesDemoPartner.name` with dev
/// sign-in, pairs with whoever gives it a code (or invites and waits), then seals today's answer and
/// photo with the pair's key, so the person at the other phone sees the whole daily loop.
@MainActor
struct DemoPartnerPhone {
    let environment: CouplesEnvironment
    let say: @Sendable (String) -> Void

    /// What happened, for the command's last lines and for tests.
    struct Outcome: Sendable, Equatable {
        let partnerName: String
        let question: String
        let answer: String
        let dayComplete: Bool
    }

    enum Failure: Error, CustomStringConvertible {
        case notPaired(String?)
        case notSent(String?)

        var description: String {
            switch self {
            case .notPaired(let reason): "Not paired\(reason.map { ": \($0)" } ?? "")."
            case .notSent(let reason): "Today's answer was not sent\(reason.map { ": \($0)" } ?? "")."
            }
        }
    }

    /// The phone's key and cache in `directory`, so each run is the same phone.
    static func environment(serverURL: URL, transport: any ClientTransport, directory: URL) throws -> CouplesEnvironment {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return CouplesEnvironment(
            connection: CouplesConnection(serverURL: serverURL, transport: transport, tokenStore: InMemoryTokenStore()),
            database: try CouplesDatabase(url: directory.appendingPathComponent("phone.sqlite")),
            keys: FileDeviceKeyStore(file: directory.appendingPathComponent("device-key")),
            photos: DemoPartnerPhotoPreparer(), purchases: NoPurchases()
        )
    }

    /// The phone in `directory` plays its part once (`run`).
    static func play(
        serverURL: URL, transport: any ClientTransport, directory: URL, join code: String?, wait: Duration, poll: Duration,
        say: @escaping @Sendable (String) -> Void
    ) async throws -> Outcome {
        let environment = try environment(serverURL: serverURL, transport: transport, directory: directory)
        return try await DemoPartnerPhone(environment: environment, say: say).run(join: code, wait: wait, poll: poll)
    }

    /// Signs in, pairs (joining `code`, or inviting and checking every `poll` until `wait` has passed),
    /// then does today's part unless it is done.
    func run(join code: String?, wait: Duration, poll: Duration) async throws -> Outcome {
        _ = try await environment.service.connection.devSignIn(name: CouplesDemoPartner.name)
        let pairing = PairingModel(environment: environment)
        await pairing.load()
        if pairing.stage == .unpaired {
            if let code {
                await pairing.join(code: code)
            } else {
                try await inviteAndWait(pairing, wait: wait, poll: poll)
            }
        }
        guard pairing.stage == .paired else { throw Failure.notPaired(pairing.error) }
        let partner = pairing.partnerName ?? "your partner"
        if let safety = pairing.safetyCode, pairing.shouldCompareSafetyCode {
            say("Paired with \(partner). Safety code: \(safety) (your phone shows the same 30 digits).")
            await pairing.confirmSafetyCode(safety)
        }
        return try await careForToday(partner: partner)
    }

    private func inviteAndWait(_ pairing: PairingModel, wait: Duration, poll: Duration) async throws {
        await pairing.createInvite()
        guard let invite = pairing.invite else { throw Failure.notPaired(pairing.error) }
        say("\(CouplesDemoPartner.name) invites you: on Couples' Pair up screen type the code \(invite.displayCode) and Join, or open \(invite.link)")
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: wait)
        while pairing.stage != .paired, clock.now < deadline {
            try await Task.sleep(for: poll)
            await pairing.load()
        }
    }

    private func careForToday(partner: String) async throws -> Outcome {
        let care = FlowerCareModel(environment: environment)
        await care.load()
        guard care.phase == .ready, let day = care.date else { throw Failure.notSent("today's question did not load") }
        if !(care.iAnswered && care.iSentPhoto) {
            care.answer = DemoPartnerAnswers.answer(theme: care.questionTheme, day: day)
            await care.attachPhoto(try await DemoPartnerPicture.jpeg(day: day))
            await care.send()
            if let problem = care.answerError ?? care.photoError ?? care.notice { throw Failure.notSent(problem) }
            await care.load()
        }
        let answer = care.myAnswer ?? care.answer
        say("\(CouplesDemoPartner.name) answered today's question, “\(care.question)”, and sent a photo: “\(answer)”")
        say(care.isDayComplete
            ? "The day is complete: your flower grew. Open Couples to read each other's answers."
            : "Now answer it and send a photo in Couples, \(partner): the day completes and your flower grows.")
        return Outcome(partnerName: partner, question: care.question, answer: answer, dayComplete: care.isDayComplete)
    }
}
