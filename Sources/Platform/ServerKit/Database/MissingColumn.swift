/// A column asked of a row whose result has none by that name (ServerKit's rows on either engine).
struct MissingColumn: Error, CustomStringConvertible {
    let column: String
    var description: String { "no column named \(column) in the result" }
}
