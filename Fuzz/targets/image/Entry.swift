// libFuzzer entry: the media pipeline's content sniffing (ImageFormat.detect in
// Sources/Platform/Media/Pipeline/ImageFormat.swift), which decides from an upload's first bytes which
// libvips loader may see it. libvips itself is not part of this target (see Fuzz/README.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    switch ImageFormat.detect(bytes) {
    case .success(let format):
        // Content sniffing never lets an upload through as SVG.
        precondition(ImageFormat.uploadable.contains(format))
        _ = format.loaderName
    case .failure(let refused):
        _ = refused.name
    }
    // Only the first 512 bytes decide.
    if count > 512 {
        precondition(ImageFormat.detect(bytes.prefix(512)) == ImageFormat.detect(bytes))
    }
    return 0
}
