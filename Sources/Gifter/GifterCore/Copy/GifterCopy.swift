import AppCopy
import Foundation

/// Gifter's words, read from its String Catalog (`Gifter.xcstrings`) in the person's language (English,
/// the source, when theirs is missing), through the platform's `CopyBook`.
///
/// Placeholders are the catalog's own: `%@` (text) and `%lld` (a whole number), optionally positional
/// (`%2$@`). A plural entry picks its form by its first number.
public enum GifterCopy {
    public typealias Argument = CopyArgument

    /// The words for `key`, with no placeholders filled.
    public static subscript(_ key: GifterText) -> String {
        book[key]
    }

    /// The words for `key` with its placeholders filled in order (or by their positions).
    public static func format(_ key: GifterText, _ arguments: Argument...) -> String {
        book.format(key, arguments)
    }

    /// The catalog file shipped in this module's bundle.
    static var catalogURL: URL? { Bundle.module.url(forResource: "Gifter", withExtension: "xcstrings") }

    static let book = CopyBook<GifterText>(catalogAt: catalogURL)
}
