import Foundation
import ServerKit

/// Limits on what people write about themselves, as `PlainText` states them: lengths in code points as
/// sent, one line each.
public struct ProfileRules: Sendable {
    public var displayNameMaxLength: Int
    public var aboutMaxLength: Int

    public init(displayNameMaxLength: Int = 50, aboutMaxLength: Int = 80) {
        self.displayNameMaxLength = displayNameMaxLength
        self.aboutMaxLength = aboutMaxLength
    }

    /// A display name: trimmed, not empty, one line, at most the limit.
    public func displayName(_ raw: String, field: String = "displayName", into validation: inout Validation) -> String {
        PlainText.check(raw, field: field, maxLength: displayNameMaxLength, lines: .one, required: true, into: &validation)
    }

    /// The about line: trimmed, one line, at most the limit; empty means none.
    public func about(_ raw: String, field: String = "about", into validation: inout Validation) -> String? {
        let trimmed = PlainText.check(raw, field: field, maxLength: aboutMaxLength, lines: .one, required: false, into: &validation)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }
}
