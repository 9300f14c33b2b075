import Foundation
@testable import GifterServer
import ServerKit
import ServerKitTestSupport
import Testing

/// Whose words a reason quotes: your own answers are yours, what you said of someone you described is
/// yours, but a friend answered for themselves — their reasons say "Maya said", never "You said".
@Suite("Gifter reasons speak of the right person")
struct ReasonVoiceTests {
    let quiz = try! Quiz.shipped.get()
    let catalog = try! SampleIndex.make()
    static let maya = RecommendationRequest.Subject.friend(name: "Maya")

    /// "you", "your", "yourself", "you’ve", "you’d"…: words that speak to the reader.
    static func speaksToReader(_ text: String) -> Bool {
        text.range(of: #"\b(you|your|yours|yourself)\b|\byou[’'][a-z]+"#, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// Every answer to every question, with the kinds of person who can have given it: your own and a
    /// friend's answers to the questions about oneself, yours about someone you described otherwise.
    var answers: [(question: Quiz.Question, option: Quiz.Option, subjects: [RecommendationRequest.Subject])] {
        quiz.questions.flatMap { question in
            question.options.filter { !$0.isSkip }.map { option in
                (question, option, question.mode.isAboutSelf ? [.you, Self.maya] : [.them])
            }
        }
    }

    @Test("every reason template, for every kind of person, quotes the one who said it")
    func everyTemplate() {
        var checked = 0
        for (question, option, subjects) in answers {
            for subject in subjects {
                let clause = ReasonVoice(subject: subject).answer(question, option)
                switch subject {
                case .friend(let name):
                    #expect(clause.hasPrefix("\(name) said "), "\(question.id): \(clause)")
                    #expect(!Self.speaksToReader(clause), "\(question.id)/\(option.id) speaks to the reader about a friend: \(clause)")
                case .you, .them:
                    #expect(clause.hasPrefix("You said "), "\(question.id): \(clause)")
                    #expect(!clause.contains("Maya"), "\(clause)")
                }
                // The answer itself is quoted, not lost.
                let answer = subject == Self.maya ? (option.answerThirdPerson ?? option.answer!) : option.answer!
                #expect(clause.contains(answer), "\(question.id)/\(option.id): \(clause)")
                checked += 1
            }
        }
        // 16 questions about oneself answered by you or a friend, 8 about someone you describe.
        #expect(checked > 150)
    }

    @Test("the engine's reasons and labels for a friend never put the friend's answers in your mouth")
    func engineForEveryAnswer() async {
        let concierge = BuiltInConcierge(quiz: quiz, words: try! ThreeWords.shipped.get())
        var quoted = 0
        for (question, option, subjects) in answers where subjects.contains(Self.maya) {
            for subject in [Self.maya, .you] {
                var request = RecommendationRequest(subject: subject, taste: TasteProfile(answers: TasteAnswers([question.id: [option.id]]), quiz: quiz))
                request.limit = 5
                let page = await concierge.recommend(request, in: catalog)
                for item in page.items {
                    if subject == Self.maya {
                        #expect(!Self.speaksToReader(item.reason), "\(option.id): \(item.reason)")
                        #expect(!Self.speaksToReader(item.label), "\(option.id): \(item.label)")
                        if item.reason.hasPrefix("Maya said ") { quoted += 1 }
                    } else {
                        #expect(!item.reason.contains("Maya") && !item.label.contains("Maya"), "\(option.id): \(item.reason)")
                    }
                }
            }
        }
        #expect(quoted > 50, "the friend's own answers were quoted \(quoted) times")
    }

    @Test("a friend's wishlist, saves and a fresh start speak of the friend by name")
    func otherSentences() async {
        let concierge = BuiltInConcierge(quiz: quiz, words: try! ThreeWords.shipped.get())
        var request = RecommendationRequest(subject: Self.maya, taste: TasteProfile(answers: TasteAnswers(), quiz: quiz))
        request.wished = [catalog.products[0].id]
        request.saved = [catalog.products[1].id]
        request.limit = 10
        let page = await concierge.recommend(request, in: catalog)
        let wished = page.items.first { $0.product.id == catalog.products[0].id }
        #expect(wished?.reason.contains("It’s on Maya’s own wishlist") == true, "\(wished?.reason ?? "not shown")")
        for item in page.items {
            #expect(!item.reason.contains("You said") && !item.label.contains("your"), "\(item.reason) / \(item.label)")
        }
        // Nothing known yet: "I’m still learning Maya’s taste".
        let empty = await concierge.recommend(RecommendationRequest(subject: Self.maya, taste: TasteProfile(answers: TasteAnswers(), quiz: quiz)), in: catalog)
        #expect(empty.items.first?.reason.hasPrefix("I’m still learning Maya’s taste") == true)
        #expect(ReasonVoice(subject: Self.maya).wouldNotPick.contains("Maya"))
    }

    @Test("through the API: ideas and a product page for a friend quote the friend, yours quote you", arguments: TestDatabases.backends)
    func throughTheAPI(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let maya = try await harness.member("Maya", email: "maya@example.org")
            let sam = try await harness.member("Sam", email: "sam@example.org")
            try await harness.befriend(sam, maya, email: "maya@example.org")
            _ = try await harness.answer(maya, ["deep-style": ["deep-style.minimal"], "deep-cup": ["deep-cup.coffee"], "deep-gift": ["deep-gift.useful"]])
            _ = try await harness.answer(sam, ["deep-style": ["deep-style.bold-playful"]])
            let forMaya = try await harness.client(token: sam.token).getRecommendations(query: .init(_for: maya.ref, limit: 10)).ok.body.json
            #expect(!forMaya.items.isEmpty)
            #expect(forMaya.items.contains { $0.reason.hasPrefix("Maya said their everyday style is minimal and clean") || $0.reason.hasPrefix("Maya said they usually reach for") || $0.reason.hasPrefix("Maya said the gift that lands best with them is something useful they’ll reach for every day") }, "\(forMaya.items.map(\.reason))")
            for item in forMaya.items {
                #expect(!Self.speaksToReader(item.reason) || item.reason.contains("you’ve saved"), "\(item.reason)")
                #expect(!item.label.contains("your"), "\(item.label)")
            }
            let page = try await harness.client(token: sam.token).getProduct(
                path: .init(productId: forMaya.items[0].product.id), query: .init(_for: maya.ref)
            ).ok.body.json
            #expect(page.why.hasPrefix("Maya said") || page.why.contains("Maya"), "\(page.why)")
            let forSam = try await harness.client(token: sam.token).getRecommendations(query: .init(limit: 10)).ok.body.json
            #expect(forSam.items.contains { $0.reason.hasPrefix("You said your everyday style is bold") })
            #expect(!forSam.items.contains { $0.reason.contains("Maya") })
        }
    }
}
