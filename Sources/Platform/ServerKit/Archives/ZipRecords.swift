import Foundation

/// The byte layouts of a ZIP archive of stored (uncompressed) entries written front to back: each local
/// header leaves CRC and sizes at zero and sets flag bit 3, and a data descriptor after the data
/// carries them (APPNOTE.TXT 4.3.9), so nothing is known or buffered in advance.
enum ZipRecords {
    /// Bit 3: CRC and sizes follow the data. Bit 11: names are UTF-8.
    static let flags: UInt16 = 0x0808
    /// 2.0: the version that introduced data descriptors.
    static let versionNeeded: UInt16 = 20
    /// Made on Unix (3), spec 3.0, so the external attributes below are Unix permissions.
    static let versionMadeBy: UInt16 = 0x031E
    /// A regular file, rw-r--r--.
    static let externalAttributes: UInt32 = 0o100644 << 16

    struct Central {
        let name: [UInt8]
        let crc: UInt32
        let size: UInt32
        let localHeaderOffset: UInt32
    }

    static func localHeader(name: [UInt8], time: DOSTime) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(30 + name.count)
        bytes.append(le32: 0x0403_4B50)
        bytes.append(le16: versionNeeded)
        bytes.append(le16: flags)
        bytes.append(le16: 0)  // stored
        bytes.append(le16: time.time)
        bytes.append(le16: time.date)
        bytes.append(le32: 0)  // CRC, compressed and uncompressed size: in the descriptor
        bytes.append(le32: 0)
        bytes.append(le32: 0)
        bytes.append(le16: UInt16(name.count))
        bytes.append(le16: 0)  // extra field
        bytes += name
        return bytes
    }

    static func dataDescriptor(crc: UInt32, size: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append(le32: 0x0807_4B50)
        bytes.append(le32: crc)
        bytes.append(le32: size)  // compressed = uncompressed: stored
        bytes.append(le32: size)
        return bytes
    }

    static func centralDirectory(_ entries: [Central], time: DOSTime, at offset: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes.append(le32: 0x0201_4B50)
            bytes.append(le16: versionMadeBy)
            bytes.append(le16: versionNeeded)
            bytes.append(le16: flags)
            bytes.append(le16: 0)
            bytes.append(le16: time.time)
            bytes.append(le16: time.date)
            bytes.append(le32: entry.crc)
            bytes.append(le32: entry.size)
            bytes.append(le32: entry.size)
            bytes.append(le16: UInt16(entry.name.count))
            bytes.append(le16: 0)  // extra field
            bytes.append(le16: 0)  // comment
            bytes.append(le16: 0)  // disk number
            bytes.append(le16: 0)  // internal attributes
            bytes.append(le32: externalAttributes)
            bytes.append(le32: entry.localHeaderOffset)
            bytes += entry.name
        }
        let size = UInt32(bytes.count)
        bytes.append(le32: 0x0605_4B50)
        bytes.append(le16: 0)  // this disk
        bytes.append(le16: 0)  // the disk the directory starts on
        bytes.append(le16: UInt16(entries.count))
        bytes.append(le16: UInt16(entries.count))
        bytes.append(le32: size)
        bytes.append(le32: offset)
        bytes.append(le16: 0)  // comment
        return bytes
    }

    /// MS-DOS date and time (local time by convention; UTC here), to two seconds.
    struct DOSTime {
        let date: UInt16
        let time: UInt16

        init(_ date: Date) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
            self.date = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
            self.time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
        }
    }
}

extension [UInt8] {
    mutating func append(le16 value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    mutating func append(le32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}
