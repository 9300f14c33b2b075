import Foundation

/// What earlier pages showed (Gifter's products, Calyx's feed items), as an 8,192-bit Bloom filter: it
/// fits in a paging cursor (1 KiB) however deep the paging goes. A false positive only skips an item;
/// an item shown is never shown again. With four hashes, after 200 entries (a hundred feed items, each
/// remembered by its id and its flower) about 1 lookup in 13,000 is a false positive, after 1,000
/// about 1 in 45 (the 1,024-bit filter this replaced skipped 1 item in 11 a hundred items deep).
public struct ShownSet: Sendable, Equatable {
    static let bits = 8_192
    static let hashes = 4
    private var words = [UInt64](repeating: 0, count: bits / 64)
    public private(set) var count = 0

    public init() {}

    public mutating func insert(_ id: String) {
        for bit in Self.positions(id) { words[bit / 64] |= 1 << UInt64(bit % 64) }
        count += 1
    }

    public func contains(_ id: String) -> Bool {
        Self.positions(id).allSatisfy { words[$0 / 64] & (1 << UInt64($0 % 64)) != 0 }
    }

    /// Double hashing over two FNV-1a variants: stable across processes (unlike `Hasher`).
    private static func positions(_ id: String) -> [Int] {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in id.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second &+ UInt64(byte)) &* 0x9e37_79b9_7f4a_7c15
        }
        second |= 1
        return (0..<hashes).map { Int((first &+ UInt64($0) &* second) % UInt64(bits)) }
    }

    /// For a cursor: the count and the bits.
    public var encoded: String {
        var data = Data(capacity: words.count * 8)
        for word in words { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        return "\(count).\(data.base64EncodedString())"
    }

    public init?(encoded: String) {
        let parts = encoded.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let count = Int(parts[0]), count >= 0,
              let data = Data(base64Encoded: String(parts[1])), data.count == Self.bits / 8 else { return nil }
        self.count = count
        words = stride(from: 0, to: data.count, by: 8).map { offset in
            data[offset..<offset + 8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
        }
    }
}
