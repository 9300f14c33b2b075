/// Removes metadata chunks (EXIF, XMP, ICC) from a WebP file.
///
/// libvips 8.14's WebP writer ignores `strip` and writes an EXIF chunk rebuilt from the image's
/// properties, so the pipeline removes the chunks itself: a RIFF container is a list of tagged chunks,
/// and dropping some means clearing their flags in `VP8X` and shortening the RIFF size.
enum WebPMetadata {
    private static let metadataChunks: Set<String> = ["EXIF", "XMP ", "ICCP"]
    /// VP8X flag bits for ICC (0x20), EXIF (0x08) and XMP (0x04).
    private static let metadataFlags: UInt8 = 0x20 | 0x08 | 0x04

    /// The file without metadata chunks; unchanged if it is not a well-formed extended WebP.
    static func stripped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else { return bytes }
        var output = Array(bytes[0..<12])
        var offset = 12
        while offset + 8 <= bytes.count {
            let tag = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            // Chunks are padded to an even length.
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count else { return bytes }
            if !metadataChunks.contains(tag) {
                var chunk = Array(bytes[offset..<end])
                if tag == "VP8X", chunk.count > 8 { chunk[8] &= ~metadataFlags }
                output += chunk
            }
            offset = end
        }
        let riffSize = UInt32(output.count - 8)
        for index in 0..<4 { output[4 + index] = UInt8((riffSize >> (8 * UInt32(index))) & 0xFF) }
        return output
    }
}
