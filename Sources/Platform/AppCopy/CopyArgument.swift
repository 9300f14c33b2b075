/// What fills a catalog placeholder: `%@` takes text, `%lld` (or `%d`) a whole number, which is
/// written with the catalog language's digits and grouping ("1,200" in English, "1.200" in German).
public enum CopyArgument: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case text(String)
    case number(Int)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
}
