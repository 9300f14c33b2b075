/// What a span says of a SQL statement: its verb and the table it reads or writes (`SELECT`, `flowers`).
///
/// A small scan rather than a parser: the words at the statement's top level (not inside parentheses, so
/// a subquery's or a CTE's FROM is not taken for the statement's), with string literals skipped and the
/// quotes SQLKit puts around identifiers dropped. The table is the word after `FROM` (SELECT, DELETE),
/// `INTO` (INSERT), `UPDATE`, or `TABLE`/`INDEX` (CREATE, ALTER, DROP); a statement starting with `WITH`
/// is named by its main part. Either is nil when the scan cannot tell.
struct SQLSummary: Equatable {
    var verb: String?
    var table: String?

    init(verb: String?, table: String?) {
        self.verb = verb
        self.table = table
    }

    init(_ sql: String) {
        let words = Self.topLevelWords(sql)
        guard var verbIndex = words.indices.first else { return }
        if words[verbIndex].keyword == "WITH" {
            guard let main = words.firstIndex(where: { Self.mainVerbs.contains($0.keyword) }) else {
                verb = "WITH"
                return
            }
            verbIndex = main
        }
        let verb = words[verbIndex].keyword
        self.verb = verb
        let markers: Set<String> =
            switch verb {
            case "SELECT", "DELETE": ["FROM"]
            case "INSERT", "REPLACE": ["INTO"]
            case "CREATE", "ALTER", "DROP": ["TABLE", "INDEX", "VIEW", "TRIGGER"]
            default: []
            }
        var at: Int
        if verb == "UPDATE" {
            at = verbIndex + 1
        } else if let marker = words[(verbIndex + 1)...].firstIndex(where: { markers.contains($0.keyword) }) {
            at = marker + 1
        } else {
            return
        }
        // CREATE TABLE IF NOT EXISTS t, DROP INDEX IF EXISTS i, UPDATE OR REPLACE t, DELETE FROM ONLY t…
        while at < words.count, !words[at].quoted, Self.fillers.contains(words[at].keyword) { at += 1 }
        // schema.table: the last part.
        while at + 2 < words.count, words[at + 1].text == "." { at += 2 }
        guard at < words.count, words[at].isName else { return }
        table = words[at].text
    }

    private static let mainVerbs: Set<String> = ["SELECT", "INSERT", "UPDATE", "DELETE"]
    private static let fillers: Set<String> = ["IF", "NOT", "EXISTS", "OR", "REPLACE", "IGNORE", "ABORT", "ROLLBACK", "FAIL", "ONLY", "UNIQUE"]

    private struct Word {
        var text: String
        var quoted: Bool
        var keyword: String { quoted ? "" : text.uppercased() }
        var isName: Bool { quoted || text.first.map { $0.isLetter || $0 == "_" } == true }
    }

    /// Words, quoted identifiers and dots outside parentheses and string literals, in order.
    private static func topLevelWords(_ sql: String) -> [Word] {
        var words: [Word] = []
        var depth = 0
        var iterator = sql.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        var current = ""
        func flush() {
            if !current.isEmpty, depth == 0 { words.append(Word(text: current, quoted: false)) }
            current = ""
        }
        while let scalar = pending ?? iterator.next() {
            pending = nil
            switch scalar {
            case "'":
                flush()
                // A literal ends at a quote not followed by another ('' is a quote inside it).
                while let inner = iterator.next() {
                    if inner == "'" {
                        guard let after = iterator.next() else { break }
                        if after != "'" { pending = after; break }
                    }
                }
            case "\"", "`":
                flush()
                var name = ""
                while let inner = iterator.next(), inner != scalar { name.unicodeScalars.append(inner) }
                if depth == 0 { words.append(Word(text: name, quoted: true)) }
            case "(":
                flush()
                depth += 1
            case ")":
                flush()
                depth = max(0, depth - 1)
            case ".":
                flush()
                if depth == 0 { words.append(Word(text: ".", quoted: false)) }
            default:
                if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) || scalar == "$" {
                    current.unicodeScalars.append(scalar)
                } else {
                    flush()
                }
            }
        }
        flush()
        return words
    }
}
