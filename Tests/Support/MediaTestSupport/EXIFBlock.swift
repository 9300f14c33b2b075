import EXIFFixtures

/// A minimal EXIF block (TIFF structure, little-endian) with what phones write and must never leak:
/// the camera, the orientation and a GPS position.
public struct EXIFBlock: Sendable {
    public var orientation: Int
    public var make: String
    /// Degrees; north and east positive.
    public var latitude: Double
    public var longitude: Double

    public init(orientation: Int = 1, make: String = "Greenhouse Test Camera", latitude: Double = 51.4779, longitude: Double = -0.0015) {
        self.orientation = orientation
        self.make = make
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The block from its TIFF header on, as libvips' `exif-data` holds it (with the `Exif\0\0` prefix).
    public var bytes: [UInt8] {
        var tiff = TIFFWriter()
        let makeText = Array(make.utf8) + [0]
        // IFD0: Make, Orientation, GPS IFD pointer. Offsets: header 8, IFD0 2 + 3*12 + 4 = 42 bytes.
        let ifd0Offset = 8
        let ifd0Size = 2 + 3 * 12 + 4
        let gpsOffset = ifd0Offset + ifd0Size
        let gpsEntries = 5
        let gpsSize = 2 + gpsEntries * 12 + 4
        let makeOffset = gpsOffset + gpsSize
        let latitudeOffset = makeOffset + makeText.count
        let longitudeOffset = latitudeOffset + 24

        tiff.header(firstIFD: ifd0Offset)
        tiff.u16(3)
        tiff.entry(tag: 0x010F, type: 2, count: makeText.count, value: makeOffset)
        tiff.entry(tag: 0x0112, type: 3, count: 1, value: orientation)
        tiff.entry(tag: 0x8825, type: 4, count: 1, value: gpsOffset)
        tiff.u32(0)

        tiff.u16(UInt16(gpsEntries))
        tiff.entry(tag: 0x0000, type: 1, count: 4, inline: [2, 3, 0, 0])
        tiff.entry(tag: 0x0001, type: 2, count: 2, inline: [latitude >= 0 ? 0x4E : 0x53, 0, 0, 0])
        tiff.entry(tag: 0x0002, type: 5, count: 3, value: latitudeOffset)
        tiff.entry(tag: 0x0003, type: 2, count: 2, inline: [longitude >= 0 ? 0x45 : 0x57, 0, 0, 0])
        tiff.entry(tag: 0x0004, type: 5, count: 3, value: longitudeOffset)
        tiff.u32(0)

        tiff.append(makeText)
        tiff.degrees(abs(latitude))
        tiff.degrees(abs(longitude))
        return tiff.exifData
    }
}

extension TIFFWriter {
    /// Degrees, minutes, seconds as three RATIONALs (seconds to 1/1000).
    fileprivate mutating func degrees(_ value: Double) {
        let whole = Int(value)
        let minutes = Int((value - Double(whole)) * 60)
        let seconds = Int(((value - Double(whole)) * 60 - Double(minutes)) * 60 * 1000)
        for (numerator, denominator) in [(whole, 1), (minutes, 1), (seconds, 1000)] {
            u32(UInt32(numerator))
            u32(UInt32(denominator))
        }
    }
}
