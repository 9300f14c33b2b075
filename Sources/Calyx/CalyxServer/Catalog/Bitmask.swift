/// A set of vocabulary values as an integer, one bit per case in declaration order, so a filter is
/// one `(column & mask) <> 0` on either backend. Appending cases keeps stored masks valid.
enum Bitmask {
    static func of<Value: CaseIterable & Equatable>(_ values: some Sequence<Value>) -> Int {
        let all = Array(Value.allCases)
        return values.reduce(0) { mask, value in
            mask | (all.firstIndex(of: value).map { 1 << $0 } ?? 0)
        }
    }

    /// Months 1–12 as bits 0–11.
    static func months(_ months: some Sequence<Int>) -> Int {
        months.reduce(0) { mask, month in (1...12).contains(month) ? mask | 1 << (month - 1) : mask }
    }
}
