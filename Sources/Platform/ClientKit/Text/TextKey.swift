import Foundation

/// Text folded for comparing and sorting as people expect: "Ébène" next to "ebony", "Rose" equal to
/// "rose". SQLite's own `lower()` and `NOCASE` fold ASCII only, so the apps' caches store keys made
/// here, and their searches on the phone compare with them.
public enum TextKey {
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
