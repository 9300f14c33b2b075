// libFuzzer entry: BlurHash decoding as the apps do it (ClientKit's ImagePlaceholder over
// Sources/Platform/BlurHash), the hash being whatever text a server response carried.
import BlurHash

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    // The first byte picks the placeholder's shape; the rest is the hash (and a colour after a newline).
    let shape = bytes.first ?? 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let hash = String(parts[0])
    let colour = parts.count > 1 ? String(parts[1]) : nil
    let aspect = [1, 0.5, 2, 0, -1, .infinity, .nan, 1e-9, 1e9][Int(shape) % 9]
    let placeholder = ImagePlaceholder(blurHash: hash, averageColor: colour, aspectRatio: aspect, longSide: Int(shape % 40))
    precondition(placeholder.rgba.count == placeholder.width * placeholder.height * 4)
    if let components = try? BlurHashDecoder.components(hash) {
        precondition(components.factors.count == components.countX * components.countY)
        _ = components.averageColor
        _ = try? BlurHashDecoder.decode(hash, width: 3, height: 2, punch: 1.5)
    }
    return 0
}
