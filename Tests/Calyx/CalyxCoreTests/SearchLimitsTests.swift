import CalyxAPI
import Testing

@Suite("Search text limits")
struct SearchLimitsTests {
    @Test("a query is cut to the server's limit counted in code points, between characters")
    func prefix() {
        #expect(CalyxLimits.prefix(of: "rose", maxLength: 100) == "rose")
        let long = String(repeating: "a", count: 150)
        #expect(CalyxLimits.prefix(of: long, maxLength: 100).count == 100)
        // "é" written as e + a combining accent counts 2: it goes whole or not at all.
        let accented = String(repeating: "a", count: 99) + "e\u{301}"
        #expect(CalyxLimits.prefix(of: accented, maxLength: 100) == String(repeating: "a", count: 99))
        #expect(CalyxLimits.length(of: CalyxLimits.prefix(of: accented, maxLength: 101)) == 101)
    }
}
