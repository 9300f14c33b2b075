import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// Onboarding (§3.1–3.2): the intro ("Step 1 of 3"), the deep taste quiz, and the final screen;
/// "Skip for now" marks onboarding done without answers. `finished` tells the root to show the tabs.
@MainActor @Observable
public final class OnboardingModel {
    public enum Step: Equatable, Sendable {
        case intro, quiz, final
    }

    public static var introTitle: String { GifterCopy[.onboardingTitle] }
    public static var introBody: String { GifterCopy[.onboardingBody] }
    public static var startButton: String { GifterCopy[.onboardingStart] }
    public static var skipButton: String { GifterCopy[.onboardingSkip] }
    public static var finalTitle: String { GifterCopy[.onboardingFinalTitle] }
    public static var finalBody: String { GifterCopy[.onboardingFinalBody] }
    public static var finalButton: String { GifterCopy[.onboardingFinalButton] }

    public private(set) var step = Step.intro
    public private(set) var finished = false
    public private(set) var failure: LoadFailure?
    public let quiz: TasteQuizModel

    private let api: any APIProtocol

    public init(client: GifterClient) {
        api = client.api
        quiz = TasteQuizModel(subject: .me(deep: true), client: client)
    }

    /// "Step 1 of 3" on the intro, "Step 2 of 3" during the quiz, "Step 3 of 3" at the end.
    public var stepLine: String {
        let number = switch step {
        case .intro: 1
        case .quiz: 2
        case .final: 3
        }
        return GifterCopy.format(.onboardingStep, .number(number), .number(3))
    }

    public func start() async {
        step = .quiz
        await quiz.load()
        if quiz.phase == .done { step = .final }
    }

    /// The quiz reports done: on to the final screen.
    public func quizChanged() {
        if quiz.phase == .done { step = .final }
    }

    public func skipForNow() async {
        do {
            _ = try await api.putTasteAnswers(body: .json(.init(answers: []))).ok
            finished = true
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func takeMeHome() {
        guard step == .final else { return }
        finished = true
    }
}
