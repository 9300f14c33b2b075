import Foundation

/// A ZIP archive of stored entries, produced piece by piece as it is sent: local header, the entry's
/// bytes as its `read` gives them (CRC-32 computed on the way), data descriptor, and after the last
/// entry the central directory. Nothing is compressed (photos are compressed already) and nothing is
/// held beyond the piece in flight and one small directory record per entry.
///
/// No ZIP64: an archive is refused (`ZipStream.TooLarge`, thrown before the piece that would cross the
/// limit is sent) past 4 GiB − 1 or 65,535 entries; callers check their totals before they start.
public struct ZipStream: AsyncSequence, Sendable {
    public typealias Element = ArraySlice<UInt8>

    public static let maxBytes = Int(UInt32.max)
    public static let maxEntries = Int(UInt16.max)

    public struct TooLarge: Error, CustomStringConvertible {
        public var description: String { "a ZIP archive without ZIP64 holds at most 4 GiB and 65,535 entries" }
    }

    let entries: [ZipEntry]
    let modified: Date

    /// `modified` is every entry's date.
    public init(entries: [ZipEntry], modified: Date) {
        self.entries = entries
        self.modified = modified
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(entries: entries, time: ZipRecords.DOSTime(modified))
    }

    public struct Iterator: AsyncIteratorProtocol {
        enum Phase {
            case header(Int)
            case data(Int, offset: Int)
            case descriptor(Int)
            case finished
        }

        let entries: [ZipEntry]
        let time: ZipRecords.DOSTime
        var phase = Phase.header(0)
        var written = 0
        var crc = CRC32()
        var central: [ZipRecords.Central] = []

        init(entries: [ZipEntry], time: ZipRecords.DOSTime) {
            self.entries = entries
            self.time = time
        }

        public mutating func next() async throws -> ArraySlice<UInt8>? {
            while true {
                switch phase {
                case .header(let index) where index == entries.count:
                    phase = .finished
                    guard entries.count <= ZipStream.maxEntries else { throw TooLarge() }
                    return try emit(ZipRecords.centralDirectory(central, time: time, at: UInt32(written)))
                case .header(let index):
                    crc = CRC32()
                    phase = .data(index, offset: 0)
                    central.append(.init(name: Array(entries[index].name.utf8), crc: 0, size: 0, localHeaderOffset: UInt32(written)))
                    return try emit(ZipRecords.localHeader(name: Array(entries[index].name.utf8), time: time))
                case .data(let index, let offset):
                    guard let piece = try await entries[index].read(offset), !piece.isEmpty else {
                        phase = .descriptor(index)
                        continue
                    }
                    guard offset + piece.count <= ZipStream.maxBytes else { throw TooLarge() }
                    crc.update(piece)
                    phase = .data(index, offset: offset + piece.count)
                    return try emit(piece)
                case .descriptor(let index):
                    let size = UInt32(written - Int(central[index].localHeaderOffset) - 30 - central[index].name.count)
                    central[index] = .init(name: central[index].name, crc: crc.value, size: size, localHeaderOffset: central[index].localHeaderOffset)
                    phase = .header(index + 1)
                    return try emit(ZipRecords.dataDescriptor(crc: crc.value, size: size))
                case .finished:
                    return nil
                }
            }
        }

        /// Counts what is sent; refuses a piece that would put anything past what 32-bit offsets reach.
        private mutating func emit(_ bytes: [UInt8]) throws -> ArraySlice<UInt8> {
            guard written + bytes.count <= ZipStream.maxBytes else { throw TooLarge() }
            written += bytes.count
            return bytes[...]
        }
    }
}
