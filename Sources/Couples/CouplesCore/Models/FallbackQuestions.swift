import CouplesAPI
import Foundation

/// The backup questions shipped in the app (F-002: when today's question cannot be loaded, show a
/// simple one), the same file the server ships, picked by day so both partners see the same one.
public enum FallbackQuestions {
    public struct Question: Decodable, Sendable, Equatable {
        public let id: String
        public let theme: String
        public let text: String
    }

    private struct File: Decodable { let questions: [Question] }

    /// Never empty: a damaged resource still leaves one question to ask.
    public static let all: [Question] = {
        guard let url = Bundle.module.url(forResource: "fallback", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data), !file.questions.isEmpty
        else { return [Question(id: "fallback-default", theme: "gratitude", text: "What is one good thing about today?")] }
        return file.questions
    }()

    /// The question for `day` (`YYYY-MM-DD`), or for the device's today when the day is unknown.
    public static func question(for day: String?) -> Question {
        let ordinal = day.flatMap { DayDate($0) }?.ordinal ?? Int(Date().timeIntervalSince1970 / 86_400)
        return all[((ordinal % all.count) + all.count) % all.count]
    }
}
