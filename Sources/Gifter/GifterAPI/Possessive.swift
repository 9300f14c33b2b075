import Foundation

/// "James’s birthday", "Mia’s anniversary": Gifter's style writes every name's possessive with ’s,
/// names ending in s included (as most modern style guides do), with the typographic apostrophe the
/// rest of the copy uses. A name that already ends in an apostrophe (a pasted "Chris’") gets an s only.
/// Here, beside the API, because the server's words (reasons, reminders) and the app's follow one rule.
public enum Possessive {
    public static func of(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("’") || trimmed.hasSuffix("'") { return trimmed.dropLast() + "’s" }
        return trimmed + "’s"
    }
}
