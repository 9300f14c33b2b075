import Foundation
import GifterAPI

/// How a reason names the person it is about, and whose words it quotes. Your own answers are quoted
/// to you ("You said your…"), what you said about someone you described is yours too ("You said
/// their…"), but a friend on Gifter answered for themselves, so their answers are theirs: "Maya said
/// their everyday style is…", never "You said". We do not know anyone's pronouns, so a friend is
/// named, or "they".
struct ReasonVoice: Sendable {
    let subject: RecommendationRequest.Subject

    /// "your", "their", "Maya’s".
    var possessive: String {
        switch subject {
        case .you: "your"
        case .them: "their"
        case .friend(let name): Possessive.of(name)
        }
    }

    /// "…without repeating what you already have" / "they already have" / "Maya already has".
    var alreadyHave: String {
        switch subject {
        case .you: "you already have"
        case .them: "they already have"
        case .friend(let name): "\(name) already has"
        }
    }

    /// The clause quoting one answer: "You said your everyday style is minimal and clean", "You said
    /// their style is bold", "Maya said their everyday style is minimal and clean"; "… chose “label”"
    /// for a question without a sentence of its own.
    func answer(_ question: Quiz.Question, _ option: Quiz.Option) -> String {
        switch subject {
        case .you, .them:
            if let because = question.because, let answer = option.answer {
                return "You said " + because.replacingOccurrences(of: "{answer}", with: answer)
            }
            return "You chose “\(option.label)”"
        case .friend(let name):
            if let because = question.becauseThirdPerson, let answer = option.answerThirdPerson ?? option.answer {
                return "\(name) said " + because.replacingOccurrences(of: "{answer}", with: answer)
            }
            return "\(name) chose “\(option.label)”"
        }
    }

    /// The clause quoting words said about the person (three words, a profile's description).
    func words(_ phrase: String) -> String {
        switch subject {
        case .you: "You mentioned “\(phrase)”"
        case .them: "You described them with “\(phrase)”"
        case .friend(let name): "You described \(name) with “\(phrase)”"
        }
    }

    /// The card label for a product like one saved before.
    func savedLabel(_ title: String) -> String {
        subject == .you ? "Because you liked \(title)" : "Because you saved \(title)"
    }

    /// "Why I picked this" for a product the engine would not pick for this person.
    var wouldNotPick: String {
        switch subject {
        case .you: "I wouldn’t pick this one for you myself, but it’s here if it speaks to you."
        case .them: "I wouldn’t pick this one for them myself, given what you’ve told me."
        case .friend(let name): "I wouldn’t pick this one for \(name) myself, given what \(name) has told me."
        }
    }
}
