import Foundation
import ServerKit
import Testing

/// The streaming ZIP writer's pieces: its CRC-32 and the records around each entry.
@Suite("ZIP stream")
struct ZipStreamTests {
    @Test("CRC-32 of the standard check string, whole or fed in uneven pieces")
    func crc() {
        var whole = CRC32()
        whole.update(Array("123456789".utf8))
        #expect(whole.value == 0xCBF4_3926)
        let long = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var once = CRC32()
        once.update(long)
        var pieces = CRC32()
        for start in stride(from: 0, to: long.count, by: 977) { pieces.update(long[start..<min(start + 977, long.count)]) }
        #expect(once.value == pieces.value)
        #expect(CRC32().value == 0)
    }

    @Test("entries are local header, data as read, descriptor; the directory ends the archive and points back at each header")
    func layout() async throws {
        let data = (0..<300).map { UInt8($0 % 251) }
        let entries = [
            ZipEntry.document("a.txt") { Array("hello".utf8) },
            ZipEntry(name: "dir/b.bin") { offset in offset < data.count ? Array(data[offset..<min(offset + 128, data.count)]) : nil },
            ZipEntry.document("empty") { [] },
        ]
        var bytes: [UInt8] = []
        var pieces = 0
        for try await piece in ZipStream(entries: entries, modified: Date(timeIntervalSince1970: 1_700_000_000)) {
            bytes += piece
            pieces += 1
        }
        #expect(pieces == 3 * 2 + 1 + 3 + 1, "headers and descriptors, 1 + 3 + 0 data pieces, the directory")
        func le32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        func le16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let end = bytes.count - 22
        #expect(le32(end) == 0x0605_4B50 && le16(end + 10) == 3)
        var record = Int(le32(end + 16))
        var found: [String: (crc: UInt32, size: UInt32)] = [:]
        for _ in 0..<3 {
            #expect(le32(record) == 0x0201_4B50)
            let nameLength = le16(record + 28)
            let name = String(decoding: bytes[(record + 46)..<(record + 46 + nameLength)], as: UTF8.self)
            let local = Int(le32(record + 42))
            #expect(le32(local) == 0x0403_4B50 && le16(local + 8) == 0, "\(name): stored")
            let size = le32(record + 24)
            let descriptor = local + 30 + nameLength + Int(size)
            #expect(le32(descriptor) == 0x0807_4B50 && le32(descriptor + 4) == le32(record + 16), "\(name): descriptor agrees")
            found[name] = (le32(record + 16), size)
            record += 46 + nameLength
        }
        var crc = CRC32()
        crc.update(data)
        #expect(found["dir/b.bin"]?.size == 300 && found["dir/b.bin"]?.crc == crc.value)
        #expect(found["a.txt"]?.size == 5 && found["empty"]?.size == 0)
    }
}
