import Foundation

/// Taste answers as stored: a JSON object of question id → option ids, keys sorted so equal answers
/// are equal text.
enum AnswersColumn {
    static func encode(_ answers: TasteAnswers) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(answers.choices)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func decode(_ text: String) -> TasteAnswers {
        TasteAnswers((try? JSONDecoder().decode([String: [String]].self, from: Data(text.utf8))) ?? [:])
    }

    static func encodeList(_ list: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func decodeList(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
