/// Binary search over sorted positions, shared by the index's sorted tables.
enum Bisection {
    /// The first of `0..<count` for which `isBefore` is false, when it is true for a prefix and false after.
    static func partition(_ count: Int, isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
