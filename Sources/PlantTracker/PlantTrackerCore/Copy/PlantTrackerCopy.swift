import AppCopy
import Foundation

/// PlantTracker's words, read from its String Catalog (`PlantTracker.xcstrings`) in the person's language
/// (English, the source, when theirs is missing), through the platform's `CopyBook`.
///
/// Placeholders are the catalog's own: `%@` (text) and `%lld` (a whole number, written with the
/// language's grouping: "1,000" / "1.000"), optionally positional (`%2$@`). A plural entry picks its form
/// by its first number. Views only look words up; whatever fills placeholders is said by a Core model.
public enum PlantTrackerCopy {
    public typealias Argument = CopyArgument
    public typealias Book = CopyBook<PlantTrackerText>

    /// The words for `key`, with no placeholders filled.
    public static subscript(_ key: PlantTrackerText) -> String {
        book[key]
    }

    /// The words for `key` with its placeholders filled in order (or by their positions).
    public static func format(_ key: PlantTrackerText, _ arguments: Argument...) -> String {
        book.format(key, arguments)
    }

    /// "Problem: A plant needs a name.": what VoiceOver says for a field's problem (a view fills nothing itself).
    public static func fieldProblem(_ problem: String) -> String {
        format(.commonFieldProblem, .text(problem))
    }

    /// "1 photo couldn't be read and was left out.", or nil when every picked photo was read.
    public static func leftOutMessage(_ count: Int) -> String? {
        count > 0 ? format(.addPhotosLeftOut, .number(count)) : nil
    }

    /// The catalog file shipped in this module's bundle.
    static var catalogURL: URL? { Bundle.module.url(forResource: "PlantTracker", withExtension: "xcstrings") }

    /// The app's book: the person's language and region. Dates beside its words use `book.locale`
    /// (`JournalCalendar`'s default), so German words come with German dates.
    public static let book = Book(catalogAt: catalogURL)
}
