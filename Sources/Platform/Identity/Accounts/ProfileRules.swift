import Foundation
import ServerKit

/// Limits on what people write about themselves. Counted in characters as people see them (graphemes),
/// so an emoji counts once.
public struct ProfileRules: Sendable {
    public var displayNameMaxLength: Int
    public var aboutMaxLength: Int

    public init(displayNameMaxLength: Int = 50, aboutMaxLength: Int = 80) {
        self.displayNameMaxLength = displayNameMaxLength
        self.aboutMaxLength = aboutMaxLength
    }

    /// A display name: trimmed, not empty, one line, at most the limit.
    public func displayName(_ raw: String, field: String = "displayName", into validation: inout Validation) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        validation.check(!trimmed.isEmpty, field: field, "must not be empty")
        validation.check(trimmed.count <= displayNameMaxLength, field: field, "must be at most \(displayNameMaxLength) characters")
        validation.check(!Self.hasControlCharacters(trimmed), field: field, "must be a single line of text")
        return trimmed
    }

    /// The about line: trimmed, one line, at most the limit; empty means none.
    public func about(_ raw: String, field: String = "about", into validation: inout Validation) -> String? {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        validation.check(trimmed.count <= aboutMaxLength, field: field, "must be at most \(aboutMaxLength) characters")
        validation.check(!Self.hasControlCharacters(trimmed), field: field, "must be a single line of text")
        return trimmed.isEmpty ? nil : trimmed
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }
}
