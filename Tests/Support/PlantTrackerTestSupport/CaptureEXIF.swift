import EXIFFixtures

/// An EXIF block (little-endian TIFF) carrying what a phone writes about when a photo was taken:
/// DateTimeOriginal, SubSecTimeOriginal and OffsetTimeOriginal, plus the orientation.
public struct CaptureEXIF: Sendable {
    public var dateTimeOriginal: String
    public var subsecondsOriginal: String?
    public var offsetTimeOriginal: String?
    public var orientation: Int

    public init(dateTimeOriginal: String, subsecondsOriginal: String? = nil, offsetTimeOriginal: String? = nil, orientation: Int = 1) {
        self.dateTimeOriginal = dateTimeOriginal
        self.subsecondsOriginal = subsecondsOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.orientation = orientation
    }

    /// From "Exif\0\0" on, as libvips' `exif-data` holds it.
    public var bytes: [UInt8] {
        var ascii: [(tag: UInt16, text: [UInt8])] = [(0x9003, Array(dateTimeOriginal.utf8) + [0])]
        if let offsetTimeOriginal { ascii.append((0x9011, Array(offsetTimeOriginal.utf8) + [0])) }
        if let subsecondsOriginal { ascii.append((0x9291, Array(subsecondsOriginal.utf8) + [0])) }

        // Layout: header (8) · IFD0 (2 entries) · Exif IFD (ascii.count entries) · the strings.
        let ifd0 = 8
        let exifIFD = ifd0 + 2 + 2 * 12 + 4
        var dataOffset = exifIFD + 2 + ascii.count * 12 + 4
        var tiff = TIFFWriter()
        tiff.header(firstIFD: ifd0)
        tiff.u16(2)
        tiff.entry(tag: 0x0112, type: 3, count: 1, value: orientation)
        tiff.entry(tag: 0x8769, type: 4, count: 1, value: exifIFD)
        tiff.u32(0)
        tiff.u16(UInt16(ascii.count))
        var strings: [UInt8] = []
        for (tag, text) in ascii {
            if text.count <= 4 {
                tiff.entry(tag: tag, type: 2, count: text.count, inline: text + [UInt8](repeating: 0, count: 4 - text.count))
            } else {
                tiff.entry(tag: tag, type: 2, count: text.count, value: dataOffset)
                strings += text
                dataOffset += text.count
            }
        }
        tiff.u32(0)
        tiff.append(strings)
        return tiff.exifData
    }
}
