/// A hand-built PNG whose header claims any size: a decompression bomb in 68 bytes.
public enum PNGBomb {
    /// A PNG whose IHDR claims `width` × `height` RGB pixels, followed by a tiny IDAT and IEND.
    public static func make(width: Int, height: Int) -> [UInt8] {
        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(width))
        ihdr += bigEndian(UInt32(height))
        ihdr += [8, 2, 0, 0, 0]  // 8-bit, RGB, deflate, adaptive filtering, no interlace
        // A zlib stream holding one stored (uncompressed) empty block: valid, and far too short.
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309), as PNG chunks carry it.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
