import Foundation

/// One disk cache file: a small header, then the image's bytes.
///
/// The header holds the full cache key, so two keys whose file names collide read as a miss instead
/// of the wrong picture, and the content type and ETag, which the file name cannot carry. Lengths are
/// checked on reading, so a truncated or foreign file is a miss, not garbage handed to a decoder.
///
///     "GHIC" · version (1 byte) · key length (UInt32) · key · content type length (UInt16) · content
///     type · ETag length (UInt16, 0 for none) · ETag · image length (UInt32) · image   (big-endian, UTF-8)
struct DiskImageRecord: Equatable {
    let key: String
    let image: FetchedImage

    private static let magic: [UInt8] = Array("GHIC".utf8)
    private static let version: UInt8 = 1

    /// The file's bytes; nil when a field is too long for its length (not an image a server sends).
    func encoded() -> Data? {
        let key = Array(key.utf8)
        let contentType = Array(image.contentType.utf8)
        let etag = Array((image.etag ?? "").utf8)
        guard key.count <= UInt32.max, contentType.count <= UInt16.max, etag.count <= UInt16.max, image.data.count <= UInt32.max else {
            return nil
        }
        var data = Data(capacity: 17 + key.count + contentType.count + etag.count + image.data.count)
        data.append(contentsOf: Self.magic)
        data.append(Self.version)
        Self.append(UInt32(key.count), to: &data)
        data.append(contentsOf: key)
        Self.append(UInt16(contentType.count), to: &data)
        data.append(contentsOf: contentType)
        Self.append(UInt16(etag.count), to: &data)
        data.append(contentsOf: etag)
        Self.append(UInt32(image.data.count), to: &data)
        data.append(image.data)
        return data
    }

    /// The record in `data`; nil unless it is a whole record of this version.
    init?(decoding data: Data) {
        var reader = Reader(data: data)
        guard reader.bytes(Self.magic.count).map(Array.init) == Self.magic, reader.bytes(1)?.first == Self.version,
              let keyLength = reader.integer(UInt32.self), let key = reader.string(Int(keyLength)),
              let typeLength = reader.integer(UInt16.self), let contentType = reader.string(Int(typeLength)),
              let etagLength = reader.integer(UInt16.self), let etag = reader.string(Int(etagLength)),
              let imageLength = reader.integer(UInt32.self), let bytes = reader.bytes(Int(imageLength)), reader.isAtEnd
        else { return nil }
        self.key = key
        self.image = FetchedImage(data: Data(bytes), contentType: contentType, etag: etag.isEmpty ? nil : etag)
    }

    init(key: String, image: FetchedImage) {
        self.key = key
        self.image = image
    }

    private static func append<Integer: FixedWidthInteger>(_ value: Integer, to data: inout Data) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }

    private struct Reader {
        let data: Data
        var offset: Int

        init(data: Data) {
            self.data = data
            self.offset = data.startIndex
        }

        var isAtEnd: Bool { offset == data.endIndex }

        mutating func bytes(_ count: Int) -> Data? {
            guard count >= 0, data.endIndex - offset >= count else { return nil }
            defer { offset += count }
            return data[offset..<offset + count]
        }

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            bytes(MemoryLayout<Integer>.size).map { bytes in bytes.reduce(0) { value, byte in value << 8 | Integer(byte) } }
        }

        mutating func string(_ count: Int) -> String? {
            bytes(count).flatMap { String(data: $0, encoding: .utf8) }
        }
    }
}
