/// Little-endian TIFF building blocks, for the EXIF blocks test fixtures write into images (media tests
/// write a camera and a GPS position, PlantTracker's a capture date).
public struct TIFFWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func u16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    public mutating func u32(_ value: UInt32) { bytes += (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    public mutating func append(_ raw: [UInt8]) { bytes += raw }

    public mutating func header(firstIFD: Int) {
        bytes += Array("II".utf8)
        u16(42)
        u32(UInt32(firstIFD))
    }

    /// An IFD entry whose value fits the entry: a SHORT stays a SHORT, anything else (a LONG, or an
    /// offset to where the value is written) is four bytes.
    public mutating func entry(tag: UInt16, type: UInt16, count: Int, value: Int) {
        u16(tag)
        u16(type)
        u32(UInt32(count))
        if type == 3 && count == 1 {
            u16(UInt16(value))
            u16(0)
        } else {
            u32(UInt32(value))
        }
    }

    /// An IFD entry with its four value bytes given as they are.
    public mutating func entry(tag: UInt16, type: UInt16, count: Int, inline: [UInt8]) {
        precondition(inline.count == 4, "an IFD entry's value field is four bytes")
        u16(tag)
        u16(type)
        u32(UInt32(count))
        bytes += inline
    }

    /// The block as libvips' `exif-data` holds it: "Exif\0\0", then the TIFF structure.
    public var exifData: [UInt8] { Array("Exif".utf8) + [0, 0] + bytes }
}
