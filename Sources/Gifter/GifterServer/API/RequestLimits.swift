import ServerKit

/// The limits `openapi.yaml` states for strings, arrays and numbers, which the generated code does not
/// check: a request outside them is a 400 naming the field, before anything is read or written.
enum RequestLimits {
    /// JSON Schema counts a string's length in code points.
    static func text(_ value: String?, _ field: String, min: Int = 0, max: Int) throws(Problem) {
        guard let value else { return }
        let length = value.unicodeScalars.count
        guard length >= min, length <= max else {
            throw Problem.invalidField(field, min > 0 ? "must be \(min) to \(max) characters" : "must be at most \(max) characters")
        }
    }

    static func count(_ value: Int, _ field: String, max: Int) throws(Problem) {
        guard value <= max else { throw Problem.invalidField(field, "must have at most \(max) items") }
    }

    static func number(_ value: Int?, _ field: String, _ range: ClosedRange<Int>) throws(Problem) {
        guard let value else { return }
        guard range.contains(value) else { throw Problem.invalidField(field, "must be from \(range.lowerBound) to \(range.upperBound)") }
    }

    /// `ProductIDText`: a letter or digit, then up to 199 of letters, digits, `.`, `_`, `:` and `-`.
    static func productID(_ value: String, _ field: String = "productId") throws(Problem) {
        let scalars = Array(value.unicodeScalars)
        let allowed = { (scalar: Unicode.Scalar) in scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) }
        guard (1...200).contains(scalars.count), allowed(scalars[0]),
              scalars.dropFirst().allSatisfy({ allowed($0) || ".:_-".unicodeScalars.contains($0) }) else {
            throw Problem.invalidField(field, "is not a product id")
        }
    }

    /// A collection id: 1 to 60 of lower-case letters, digits and `-`.
    static func collectionID(_ value: String) throws(Problem) {
        guard (1...60).contains(value.unicodeScalars.count),
              value.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw Problem.invalidField("collectionId", "is not a collection id")
        }
    }

    /// The answers of `AnswersRequest`.
    static func answers(_ answers: [(questionID: String, optionIDs: [String])]) throws(Problem) {
        try count(answers.count, "answers", max: 40)
        for (index, answer) in answers.enumerated() {
            try text(answer.questionID, "answers[\(index)].questionId", max: 80)
            try count(answer.optionIDs.count, "answers[\(index)].optionIds", max: 20)
            for option in answer.optionIDs { try text(option, "answers[\(index)].optionIds", max: 120) }
        }
    }

    /// A never-gift list: at most 30 entries of 1 to 80 characters.
    static func neverGift(_ entries: [String]?) throws(Problem) {
        guard let entries else { return }
        try count(entries.count, "neverGift", max: 30)
        for (index, entry) in entries.enumerated() { try text(entry, "neverGift[\(index)]", min: 1, max: 80) }
    }
}
