import AppCopy
import Foundation

/// Dandelion's words, read from its String Catalog (`Resources/Dandelion.xcstrings`) in the person's
/// language (English, the source, when theirs is missing), through the platform's `CopyBook`.
///
/// Placeholders are the catalog's own: `%@` (text) and `%lld` (a whole number), optionally positional
/// (`%2$@`). A plural entry picks its form by its first number. Dates and numbers beside the words are
/// formatted with `book.locale`, the catalog's language in the person's region.
public enum DandelionCopy {
    public typealias Book = CopyBook<DandelionText>

    /// The words for `key`, with no placeholders filled.
    public static subscript(_ key: DandelionText) -> String {
        book[key]
    }

    /// The words for `key` with its placeholders filled in order (or by their positions).
    public static func format(_ key: DandelionText, _ arguments: CopyArgument...) -> String {
        book.format(key, arguments)
    }

    /// A count as the words around it write numbers ("1,200" in English, "1.200" in German).
    public static func number(_ value: Int, in book: Book = book) -> String {
        value.formatted(.number.locale(book.locale))
    }

    /// The catalog file shipped in this module's bundle.
    public static var catalogURL: URL? {
        Bundle.module.url(forResource: "Dandelion", withExtension: "xcstrings", subdirectory: "Resources")
    }

    /// The app's book, in the person's languages: what every screen reads.
    public static let book = Book(catalogAt: catalogURL)

    /// The language the app's words are in ("en" or "de"): what the bundled prompts, release messages and
    /// crisis line descriptions are read in, so they match the screen around them.
    public static var language: String { book.catalog.language }

    /// A book in other languages (the tests' German one, say).
    public static func book(preferredLanguages: [String]) -> Book {
        Book(catalogAt: catalogURL, preferredLanguages: preferredLanguages)
    }
}
