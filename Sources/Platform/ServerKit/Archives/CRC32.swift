/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) as ZIP entries carry it, updated a chunk at a
/// time so a file is checked while it streams. Slicing-by-8: eight table lookups per eight bytes.
public struct CRC32: Sendable {
    public private(set) var value: UInt32 = 0

    public init() {}

    public mutating func update(_ bytes: some Collection<UInt8>) {
        var crc = ~value
        let contiguous = bytes.withContiguousStorageIfAvailable { Self.update(crc, $0) }
        crc = contiguous ?? Array(bytes).withUnsafeBufferPointer { Self.update(crc, $0) }
        value = ~crc
    }

    private static func update(_ start: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc = start
        var index = 0
        let count = buffer.count
        Self.tables.withUnsafeBufferPointer { t in
            while count - index >= 8 {
                let low = crc ^ (UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8 | UInt32(buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24)
                let high = UInt32(buffer[index + 4]) | UInt32(buffer[index + 5]) << 8 | UInt32(buffer[index + 6]) << 16 | UInt32(buffer[index + 7]) << 24
                crc = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = t[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        return crc
    }

    /// Table k holds the CRC of a byte followed by k zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            tables[byte] = crc
        }
        for byte in 0..<256 {
            for k in 1..<8 {
                let previous = tables[(k - 1) * 256 + byte]
                tables[k * 256 + byte] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()
}
