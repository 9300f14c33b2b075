import BlurHash
import Media
import MediaTestSupport
import Testing

@Suite("Image pipeline")
struct ImagePipelineTests {
    let pipeline = ImagePipeline()

    @Test("every accepted format gives every variant at its exact size", arguments: ImageFormat.uploadable)
    func acceptsFormat(_ format: ImageFormat) async throws {
        let image = try await pipeline.processed(try await TestPhotos.make(width: 2400, height: 1800, format: format))
        #expect(image.sourceFormat == format)
        #expect(image.width == 2400 && image.height == 1800)
        let sizes = Dictionary(uniqueKeysWithValues: image.variants.map { ($0.variant, [$0.width, $0.height]) })
        #expect(sizes == [.thumb: [400, 400], .medium: [1200, 900], .large: [2048, 1536]])
        for variant in image.variants {
            let webp = try ImageInspection(variant.webp)
            let jpeg = try ImageInspection(variant.jpeg)
            #expect(webp.format == .webp && jpeg.format == .jpeg)
            #expect([webp.width, webp.height] == [variant.width, variant.height])
            #expect([jpeg.width, jpeg.height] == [variant.width, variant.height])
        }
    }

    @Test("small images are never enlarged, except the grid thumbnail")
    func smallImage() async throws {
        let image = try await pipeline.processed(try await TestPhotos.make(width: 300, height: 200, format: .png))
        let sizes = Dictionary(uniqueKeysWithValues: image.variants.map { ($0.variant, [$0.width, $0.height]) })
        #expect(sizes == [.thumb: [400, 400], .medium: [300, 200], .large: [300, 200]])
    }

    @Test("JPEG progressive: the fallback paints coarse-to-fine")
    func progressiveJPEG() async throws {
        let image = try await pipeline.processed(try await TestPhotos.make(width: 800, height: 600, format: .jpeg))
        for variant in image.variants {
            // SOF2 (FFC2) marks a progressive JPEG; baseline would be SOF0 (FFC0).
            #expect(variant.jpeg.containsMarker(0xC2), "\(variant.variant) JPEG is progressive")
            #expect(!variant.jpeg.containsMarker(0xC0), "\(variant.variant) JPEG has no baseline frame")
        }
    }

    /// Stored top half red; orientation says how to turn it upright.
    @Test(
        "EXIF orientation is applied before anything else",
        arguments: [(ImageFormat.jpeg, 6), (.jpeg, 3), (.jpeg, 8), (.png, 6), (.webp, 8)]
    )
    func orientation(_ format: ImageFormat, _ orientation: Int) async throws {
        let bytes = try await TestPhotos.make(width: 800, height: 600, format: format, exif: EXIFBlock(orientation: orientation))
        #expect(try ImageInspection(bytes).orientation == orientation)
        let image = try await pipeline.processed(bytes)
        let quarterTurn = orientation != 3
        #expect([image.width, image.height] == (quarterTurn ? [600, 800] : [800, 600]))
        let large = try ImageInspection(try #require(image.variant(.large)).jpeg)
        #expect([large.width, large.height] == [image.width, image.height])
        let (redSample, blueSample): ((Int, Int), (Int, Int)) =
            switch orientation {
            case 6: ((large.width * 3 / 4, large.height / 2), (large.width / 4, large.height / 2))  // turned clockwise: red on the right
            case 8: ((large.width / 4, large.height / 2), (large.width * 3 / 4, large.height / 2))  // anticlockwise: red on the left
            default: ((large.width / 2, large.height * 3 / 4), (large.width / 2, large.height / 4))  // half a turn: red at the bottom
            }
        #expect(large.pixel(x: redSample.0, y: redSample.1).isClose(to: TestPhotos.red))
        #expect(large.pixel(x: blueSample.0, y: blueSample.1).isClose(to: TestPhotos.blue))
    }

    @Test("GPS and every other piece of metadata are gone from every variant", arguments: ImageFormat.uploadable)
    func stripsMetadata(_ format: ImageFormat) async throws {
        let bytes = try await TestPhotos.make(
            width: 1000, height: 800, format: format, exif: EXIFBlock(orientation: 1), xmp: TestPhotos.xmpWithLocation,
            iccProfile: true
        )
        // The test is only meaningful if the upload really carries a position, XMP and a profile.
        let original = try ImageInspection(bytes)
        #expect(original.hasGPS)
        #expect(original.fields.contains("icc-profile-data"))
        #expect(original.fields.contains("xmp-data"))
        let image = try await pipeline.processed(bytes)
        for variant in image.variants {
            for encoded in [variant.webp, variant.jpeg] {
                let inspection = try ImageInspection(encoded)
                #expect(inspection.identifyingFields.isEmpty, "\(variant.variant) \(inspection.format): \(inspection.identifyingFields)")
                #expect(!inspection.fields.contains("icc-profile-data"))
                #expect(!encoded.contains(subsequence: Array("Exif\0\0".utf8)))
            }
        }
    }

    @Test("the square thumbnail keeps the interesting part, not just the centre")
    func smartCrop() async throws {
        // 1200×400: flat grey, except a saturated, busy 400×400 block at the right edge.
        let width = 1200, height = 400
        var pixels = [UInt8](repeating: 128, count: width * height * 3)
        for y in 0..<height {
            for x in 800..<width {
                let offset = (y * width + x) * 3
                let checker = ((x / 20) + (y / 20)) % 2 == 0
                pixels[offset] = checker ? 250 : 20
                pixels[offset + 1] = checker ? 30 : 200
                pixels[offset + 2] = checker ? 40 : 60
            }
        }
        let bytes = try await TestPhotos.make(width: width, height: height, format: .png, pixels: pixels)
        let processed = try await pipeline.processed(bytes)
        let thumb = try ImageInspection(try #require(processed.variant(.thumb)).jpeg)
        #expect([thumb.width, thumb.height] == [400, 400])
        // A centre crop would be all grey; the attention crop lands on the block.
        let coloured = stride(from: 0, to: thumb.pixels.count, by: 3).filter { offset in
            let channels = thumb.pixels[offset..<(offset + 3)].map(Int.init)
            return channels.max()! - channels.min()! > 60
        }.count
        #expect(coloured > 400 * 400 / 2, "\(coloured) saturated pixels")
    }

    @Test("slivers are refused before decoding")
    func refusesSlivers() async throws {
        let bytes = try await TestPhotos.make(width: 1020, height: 20, format: .png)
        await #expect(throws: ImageRejection.tooNarrow(width: 1020, height: 20, limit: 50)) { try await pipeline.processed(bytes) }
        // 50:1 exactly is still a (very wide) panorama.
        let wide = try await TestPhotos.make(width: 1000, height: 20, format: .png)
        #expect(try await pipeline.processed(wide).variant(.thumb)?.width == 400)
    }

    @Test("BlurHash and average colour describe the image")
    func placeholder() async throws {
        let image = try await pipeline.processed(try await TestPhotos.make(width: 640, height: 480, format: .png))
        let components = try BlurHashDecoder.components(image.blurHash)
        #expect(components.countX == 4 && components.countY == 3)
        #expect(image.blurHash.utf8.count == 28)
        // Half red, half blue, averaged as light (the DC term), not as sRGB numbers.
        let expected = (0..<3).map { SRGB.fromLinear((SRGB.toLinear(TestPhotos.red[$0]) + SRGB.toLinear(TestPhotos.blue[$0])) / 2) }
        #expect(image.averageColor.isClose(to: expected, tolerance: 3))
        #expect(components.averageColor == image.averageColor)
        // Red above blue: the first vertical cosine term is strongly non-zero in red and blue.
        let vertical = components.factors[components.countX]
        #expect(vertical.x > 0.05 && vertical.z < -0.05)
    }

    @Test("content decides the type, whatever the name or declared type")
    func refusesByContent() async throws {
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0, 0x21, 0xF9, 4, 1, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
        let svg = Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        let cases: [([UInt8], RefusedContent)] = [
            (gif, .gif), (svg, .svg), (Array("  <svg width='1' height='1'></svg>".utf8), .svg),
            (Array("Not a photo, just a note.\n".utf8), .text), ([], .empty), (Array("%PDF-1.7\n".utf8), .otherImage("PDF")),
            ((0..<256).map { UInt8(($0 * 37 + 11) % 256) } , .unknown),
        ]
        for (bytes, refusal) in cases {
            await #expect(throws: ImageRejection.unsupported(refusal)) { try await pipeline.processed(bytes) }
        }
    }

    @Test("files over the byte limit are refused before anything else")
    func refusesLargeFiles() async throws {
        let bytes = try await TestPhotos.make(width: 400, height: 300, format: .jpeg)
        let small = ImagePipeline(limits: ImageLimits(maxBytes: bytes.count - 1))
        await #expect(throws: ImageRejection.tooLarge(bytes: bytes.count, limit: bytes.count - 1)) { try await small.processed(bytes) }
    }

    @Test("a decompression bomb is refused from its header, without decoding")
    func refusesBombs() async throws {
        // 100,000 × 100,000 pixels claimed by a 100-byte PNG. Decoding would fail as truncated (422); the
        // pixel limit must refuse it first (413).
        let bomb = PNGBomb.make(width: 100_000, height: 100_000)
        await #expect(throws: ImageRejection.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000)) { try await pipeline.processed(bomb) }
        let tight = ImagePipeline(limits: ImageLimits(maxPixels: 10_000))
        await #expect(throws: ImageRejection.tooManyPixels(width: 101, height: 100, limit: 10_000)) {
            try await tight.processed(try await TestPhotos.make(width: 101, height: 100, format: .heif))
        }
    }

    @Test("truncated or corrupt images are unreadable, not grey", arguments: ImageFormat.uploadable)
    func refusesTruncated(_ format: ImageFormat) async throws {
        let bytes = try await TestPhotos.make(width: 1200, height: 900, format: format)
        let truncated = Array(bytes.prefix(bytes.count * 6 / 10))
        await #expect(throws: ImageRejection.unreadable(format)) { try await pipeline.processed(truncated) }
        let headerOnly = Array(bytes.prefix(24)) + [UInt8](repeating: 0x5A, count: 200)
        await #expect(throws: ImageRejection.unreadable(format)) { try await pipeline.processed(headerOnly) }
    }
}

extension RGB {
    func isClose(to expected: [UInt8], tolerance: Int = 24) -> Bool {
        zip([red, green, blue], expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

extension [UInt8] {
    func containsMarker(_ marker: UInt8) -> Bool {
        indices.dropLast().contains { self[$0] == 0xFF && self[$0 + 1] == marker }
    }

    func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { start in self[start..<(start + subsequence.count)].elementsEqual(subsequence) }
    }
}
