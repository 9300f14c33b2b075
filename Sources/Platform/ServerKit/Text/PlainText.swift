import Foundation

/// Rules for text people type into a field, stated so that an API document can state them exactly.
///
/// Lengths count Unicode code points (`unicodeScalars`), what JSON Schema's `maxLength` counts, and
/// are checked on the text as sent, before trimming: a schema cannot trim. Refused characters and
/// "something besides white space" are what the patterns in `openapi.yaml` say (`PlainText.Lines`
/// names each pattern). The result is trimmed.
public enum PlainText {
    public enum Lines: Sendable {
        /// No control characters, no line or paragraph separators.
        case one
        /// Line breaks (`\n`, `\r`) and tabs allowed; other control characters refused.
        case many
    }

    /// `raw`, trimmed, when it keeps the rules; otherwise an issue for `field` is added to `validation`.
    @discardableResult
    public static func check(
        _ raw: String, field: String, maxLength: Int, lines: Lines, required: Bool, into validation: inout Validation
    ) -> String {
        let length = raw.unicodeScalars.count
        let refused = raw.unicodeScalars.contains { isRefused($0, lines) }
        let trimmed = raw.trimmingCharacters(in: blank)
        if length > maxLength {
            validation.fail(field: field, "must be at most \(maxLength) characters")
        } else if refused {
            validation.fail(field: field, lines == .one ? "must be a single line of text" : "must not contain control characters other than line breaks and tabs")
        } else if required, trimmed.isEmpty {
            validation.fail(field: field, "must not be empty")
        }
        return trimmed
    }

    /// The same check alone: throws a 422 naming `field`.
    public static func checked(_ raw: String, field: String, maxLength: Int, lines: Lines, required: Bool) throws(Problem) -> String {
        var validation = Validation()
        let text = check(raw, field: field, maxLength: maxLength, lines: lines, required: required, into: &validation)
        try validation.throwIfFailed()
        return text
    }

    /// What trimming removes and what does not count as "something": controls, spaces of every width
    /// (Unicode's Zs), line and paragraph separators. Spelt out rather than Foundation's
    /// `whitespacesAndNewlines`, which on Linux also holds U+200B, so the document's patterns can say it.
    public static let blank: CharacterSet = {
        var set = CharacterSet(charactersIn: Unicode.Scalar(0x00)!...Unicode.Scalar(0x20)!)
        set.insert(charactersIn: Unicode.Scalar(0x7F)!...Unicode.Scalar(0xA0)!)
        set.insert(charactersIn: Unicode.Scalar(0x2000)!...Unicode.Scalar(0x200A)!)
        for value: UInt32 in [0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000] { set.insert(Unicode.Scalar(value)!) }
        return set
    }()

    /// C0 and C1 controls and DEL (but tab, line feed and carriage return in many lines); line and
    /// paragraph separators in one line.
    public static func isRefused(_ scalar: Unicode.Scalar, _ lines: Lines) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: lines == .one
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: lines == .one
        default: false
        }
    }
}
