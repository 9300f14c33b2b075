import BlurHash

/// What the apps paint where an image has not loaded yet: the server's BlurHash decoded to a few
/// pixels in the image's aspect ratio (the view scales them up smoothly), or its average colour when
/// the hash is missing or malformed.
public struct ImagePlaceholder: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Interleaved 8-bit RGBA, `width * height * 4` bytes; empty for a solid placeholder.
    public let rgba: [UInt8]
    /// The colour to fill with before (or instead of) the pixels.
    public let fill: RGB

    /// Decodes `blurHash` with its long side `longSide` pixels: BlurHash holds only low frequencies, so
    /// 32 px already shows all of it, and costs ~1,000 pixels × 12 cosines.
    public init(blurHash: String?, averageColor: String?, aspectRatio: Double, longSide: Int = 32) {
        let ratio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
        let longSide = max(1, longSide)
        let fallback = averageColor.flatMap(RGB.init(hex:)) ?? RGB(red: 200, green: 200, blue: 200)
        let width = ratio >= 1 ? longSide : max(1, Int((Double(longSide) * ratio).rounded()))
        let height = ratio >= 1 ? max(1, Int((Double(longSide) / ratio).rounded())) : longSide
        if let blurHash, let components = try? BlurHashDecoder.components(blurHash),
           let pixels = try? BlurHashDecoder.decode(blurHash, width: width, height: height) {
            self.width = width
            self.height = height
            self.rgba = pixels
            self.fill = components.averageColor
        } else {
            self.width = 0
            self.height = 0
            self.rgba = []
            self.fill = fallback
        }
    }
}
