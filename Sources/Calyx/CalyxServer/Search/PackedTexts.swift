import Foundation

/// Many short byte strings in one buffer: 100,000 flowers' names as Swift `String`s would be several
/// allocations each (tens of MB); packed, they cost their bytes plus 4 per string, and are compared
/// as bytes, which is how both databases compare the columns they come from.
struct PackedTexts: Sendable {
    private var bytes: [UInt8] = []
    /// `ends[i]` is where string `i` ends; it starts where `i - 1` ends.
    private var ends: [Int32] = []

    var count: Int { ends.count }

    /// Bytes held, for the index's footprint.
    var byteCount: Int { bytes.capacity + ends.capacity * MemoryLayout<Int32>.stride }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(Int32(bytes.count))
    }

    mutating func shrink() {
        bytes = Array(bytes)
        ends = Array(ends)
    }

    /// String `i`'s bytes, valid inside `body` only.
    func withText<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = i == 0 ? 0 : Int(ends[i - 1]), end = Int(ends[i])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Where string `i` lies in `withBytes`'s buffer.
    func span(_ i: Int) -> Range<Int> { (i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i]) }

    /// Every string's bytes, end to end, valid inside `body` only.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { bytes.withUnsafeBufferPointer(body) }
}

/// Byte strings compared as the databases compare the columns they come from.
enum ByteText {
    /// Byte order, as `name_key`'s binary collation (`COLLATE "C"` on PostgreSQL) sorts.
    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0, let left = a.baseAddress, let right = b.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }
}
