import Foundation

/// Why a model's answer was not used (the endpoint answered, but not with something we can trust).
enum ModelAnswerRejection: Error, Equatable, CustomStringConvertible {
    /// The message text was not a JSON object.
    case notJSON
    /// A JSON object, but not of the shape asked for.
    case wrongShape
    /// The rewording named a product it was not given: the model cannot add one.
    case unknownProduct(String)
    /// The rewording named a product twice.
    case duplicateProduct(String)
    /// Nothing in the answer passed the rules.
    case nothingUsable

    var description: String {
        switch self {
        case .notJSON: "the answer was not a JSON object"
        case .wrongShape: "the answer was JSON of another shape"
        case .unknownProduct(let id): "the answer named a product it was not given (\(id.debugDescription))"
        case .duplicateProduct(let id): "the answer named a product twice (\(id.debugDescription))"
        case .nothingUsable: "nothing in the answer passed validation"
        }
    }
}

/// Reads the JSON object a model was asked for out of its message text.
enum ModelAnswer {
    /// Decodes `T` from `content`. Models served without a JSON grammar (some llama.cpp and Ollama
    /// setups) wrap the object in a Markdown code fence despite `response_format`; that fence, and only
    /// that, is tolerated.
    static func decode<T: Decodable>(_ type: T.Type, from content: String) throws(ModelAnswerRejection) -> T {
        var text = content.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("```"), text.hasSuffix("```"), text.count >= 6 {
            text = String(text.dropFirst(3).dropLast(3))
            // The fence's language tag ("json") runs to the first newline.
            if !text.hasPrefix("{"), let newline = text.firstIndex(of: "\n") { text = String(text[text.index(after: newline)...]) }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard text.hasPrefix("{"), text.hasSuffix("}"),
              (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
        else { throw .notJSON }
        guard let value = try? JSONDecoder().decode(T.self, from: Data(text.utf8)) else { throw .wrongShape }
        return value
    }
}
