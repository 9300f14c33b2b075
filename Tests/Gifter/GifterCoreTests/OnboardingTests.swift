import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Onboarding and the taste quiz (§3) against the real server: the intro, one question per screen,
/// back, multiple choice with the skip option alone, the final screen; "Skip for now"; and the quiz
/// about someone who is not on Gifter.
@Suite("Gifter onboarding and the taste quiz")
@MainActor
struct OnboardingTests {
    /// Answers the question on screen: the first real option (two for multiple choice).
    func answer(_ quiz: TasteQuizModel) async throws {
        let question = try #require(quiz.question)
        let real = question.options.filter { !$0.skip }
        if question.multiple {
            for option in real.prefix(2) { await quiz.choose(option) }
            await quiz.next()
        } else {
            await quiz.choose(try #require(real.first))
        }
    }

    @Test("intro → quiz (back once, a skip option chosen alone) → final → home; the person's taste has tags and they are onboarded", arguments: TestDatabases.backends)
    func deepQuiz(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.signUp(email: "mia@example.com", password: "a long quiet walk", name: "Mia")
            let onboarding = OnboardingModel(client: client)
            #expect(onboarding.step == .intro && onboarding.stepLine == "Step 1 of 3")
            #expect(OnboardingModel.introTitle == "Let me learn your taste.")
            await onboarding.start()
            #expect(onboarding.step == .quiz && onboarding.stepLine == "Step 2 of 3")
            let quiz = onboarding.quiz
            #expect(quiz.question?.prompt == "How would you describe your everyday style?")
            #expect(quiz.question?.options.map(\.label).last == "I’d rather you decide")

            try await answer(quiz)
            #expect(quiz.index == 1)
            quiz.back()
            let firstOption = try #require(quiz.question?.options.first)
            #expect(quiz.index == 0 && quiz.isChosen(firstOption))
            try await answer(quiz)

            // The first multiple-choice question: the skip option is chosen alone, and undone by another.
            while let question = quiz.question, !question.multiple { try await answer(quiz) }
            let multiple = try #require(quiz.question)
            if let skip = multiple.options.first(where: \.skip) {
                let other = try #require(multiple.options.first { !$0.skip })
                await quiz.choose(other)
                await quiz.choose(skip)
                #expect(quiz.chosen[multiple.id] == [skip.id])
                await quiz.choose(other)
                #expect(quiz.chosen[multiple.id] == [other.id])
            }
            while quiz.phase == .asking { try await answer(quiz) }
            #expect(quiz.phase == .done)
            onboarding.quizChanged()
            #expect(onboarding.step == .final && onboarding.stepLine == "Step 3 of 3")
            onboarding.takeMeHome()
            #expect(onboarding.finished)

            let taste = try await client.api.getTaste().ok.body.json
            #expect(!taste.tags.isEmpty && taste.answers.count == quiz.questions.count)
            #expect(try await client.api.getUser().ok.body.json.onboarded)
        }
    }

    @Test("Skip for now marks onboarding done without answers")
    func skip() async throws {
        try await GifterWorld.run { world in
            let client = world.client()
            let user = try await client.signUp(email: "ben@example.com", password: "a long quiet walk", name: "Ben")
            #expect(!user.onboarded)
            let onboarding = OnboardingModel(client: client)
            await onboarding.skipForNow()
            #expect(onboarding.finished)
            let after = try await client.api.getUser().ok.body.json
            #expect(after.onboarded)
            #expect(try await client.api.getTaste().ok.body.json.answers.isEmpty)
        }
    }

    @Test("the quiz about someone not on Gifter goes to their gifting profile; offline, it fails with copy and a retry that sends the same answers")
    func nonUserQuiz() async throws {
        try await GifterWorld.run { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada")
            let profile = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            let quiz = TasteQuizModel(subject: .profile(id: profile.id), client: client)
            await quiz.load()
            #expect(quiz.phase == .asking && !quiz.questions.isEmpty)
            while quiz.index + 1 < quiz.questions.count { try await answer(quiz) }
            transport.mode = .offline
            try await answer(quiz)
            guard case .failed(let failure) = quiz.phase else { Issue.record("\(quiz.phase)"); return }
            #expect(failure.kind == .offline && !failure.message.isEmpty)
            transport.mode = .online
            await quiz.retry()
            #expect(quiz.phase == .done)
            let stored = try await client.api.getProfile(path: .init(profileId: profile.id)).ok.body.json
            #expect(stored.taste.answers.count == quiz.questions.count)
        }
    }
}
