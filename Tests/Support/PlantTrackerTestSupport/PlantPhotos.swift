import CVips
import CVipsFixtures
import Foundation

/// Real JPEG photos made with libvips for tests and the benchmark: each seed gives a different picture
/// (leafy gradients and speckle, so it compresses like a photo, not like a flat colour), optionally with
/// the capture EXIF a phone writes.
public enum PlantPhotos {
    public enum Failure: Error { case libvips(String) }

    public static func jpeg(width: Int, height: Int, seed: UInt64, exif: CaptureEXIF? = nil, quality: Int = 88) throws -> Data {
        precondition(gh_start() == 0, "libvips did not start")
        let pixels = pattern(width: width, height: height, seed: seed)
        guard let image = pixels.withUnsafeBytes({ ghf_image_from_pixels($0.baseAddress, $0.count, Int32(width), Int32(height), 3) }) else {
            throw Failure.libvips("from pixels")
        }
        defer { gh_image_release(image) }
        if let exif {
            let block = exif.bytes
            block.withUnsafeBytes { ghf_set_exif(image, $0.baseAddress, $0.count, Int32(exif.orientation)) }
        }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard ghf_save_jpeg(image, Int32(quality), &buffer, &length) == 0, let buffer else { throw Failure.libvips("jpegsave") }
        defer { gh_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// Greens and browns in bands that wander with the seed, plus per-pixel speckle.
    static func pattern(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let phase = Double(next() % 1_000) / 1_000 * 6.28
        let frequency = 2 + Double(next() % 7)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let v = Double(y) / Double(max(height - 1, 1))
            for x in 0..<width {
                let u = Double(x) / Double(max(width - 1, 1))
                let leaf = 0.5 + 0.5 * sin(frequency * (u + 0.6 * v) * 6.28 + phase)
                let noise = Double(next() % 32) - 16
                let index = (y * width + x) * 3
                pixels[index] = UInt8(clamping: Int(60 + 90 * (1 - leaf) * v + noise))
                pixels[index + 1] = UInt8(clamping: Int(90 + 120 * leaf + noise))
                pixels[index + 2] = UInt8(clamping: Int(40 + 40 * u + noise))
            }
        }
        return pixels
    }
}
