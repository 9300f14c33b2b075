/// How a day's photo travels: the thumbnail's ciphertext and the photo's in one body, so both are
/// stored together or not at all. Layout: the thumbnail ciphertext's length as 4 bytes
/// (big-endian), the thumbnail ciphertext, then the photo ciphertext.
public struct PhotoEnvelope: Equatable, Sendable {
    public var thumbnail: [UInt8]
    public var photo: [UInt8]

    public init(thumbnail: [UInt8], photo: [UInt8]) {
        self.thumbnail = thumbnail
        self.photo = photo
    }

    public enum Problem: Error, Equatable, Sendable {
        case truncated
        case thumbnailTooLarge
        case photoTooLarge
        case emptyPart
    }

    public var bytes: [UInt8] {
        let count = UInt32(thumbnail.count)
        return [UInt8(count >> 24), UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 8), UInt8(truncatingIfNeeded: count)]
            + thumbnail + photo
    }

    /// Splits a body, refusing parts that are missing, too small to be a box, or over the limits.
    public init(parsing bytes: [UInt8]) throws(Problem) {
        guard bytes.count >= 4 else { throw .truncated }
        let length = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= CouplesLimits.thumbnailMaxBytes else { throw .thumbnailTooLarge }
        guard bytes.count >= 4 + length else { throw .truncated }
        let thumbnail = Array(bytes[4..<(4 + length)])
        let photo = Array(bytes[(4 + length)...])
        guard photo.count <= CouplesLimits.photoMaxBytes else { throw .photoTooLarge }
        guard thumbnail.count > CouplesLimits.boxOverhead, photo.count > CouplesLimits.boxOverhead else { throw .emptyPart }
        self.init(thumbnail: thumbnail, photo: photo)
    }

    /// The largest body a valid envelope can be.
    public static let maxBytes = 4 + CouplesLimits.thumbnailMaxBytes + CouplesLimits.photoMaxBytes
}
