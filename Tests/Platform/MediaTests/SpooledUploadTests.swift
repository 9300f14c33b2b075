import Media
import MediaTestSupport
import NIOPosix
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// The upload route spools a body to a file and libvips decodes it from there (`SpooledBody`,
/// `EncodedSource.file`): what comes out, and what is refused, must not differ from the same bytes in memory.
@Suite("Uploads decoded from a spooled file")
struct SpooledUploadTests {
    let pipeline = ImagePipeline()

    func spooled(_ bytes: [UInt8], in directory: TemporaryDirectory) async throws -> UploadedImage {
        .spooled(try await SpooledBody.spool(HTTPBody(bytes), upTo: bytes.count, in: directory.url.path))
    }

    func processed(_ upload: UploadedImage, _ pipeline: ImagePipeline? = nil) async throws -> ProcessedImage {
        let pipeline = pipeline ?? self.pipeline
        return try await NIOOffload.run { try pipeline.process(upload) }
    }

    @Test("every variant's files and the BlurHash are byte for byte those of the same bytes in memory", arguments: ImageFormat.uploadable)
    func sameAsMemory(_ format: ImageFormat) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Turned a quarter by EXIF, so orientation is read from the file too (HEIF says it in its own
        // box, which libheif applies; the test photos have none).
        let turned = format != .heif
        // A JPEG with a profile, so the conversion from it is read from the file as well.
        let photo = try await TestPhotos.make(
            width: 2400, height: 1800, format: format, exif: turned ? EXIFBlock(orientation: 6) : nil, iccProfile: format == .jpeg
        )
        let fromFile = try await processed(try await spooled(photo, in: directory))
        let fromMemory = try await pipeline.processed(photo)
        #expect(fromFile.sourceFormat == format)
        #expect([fromFile.width, fromFile.height] == (turned ? [1800, 2400] : [2400, 1800]))
        #expect(fromFile.blurHash == fromMemory.blurHash)
        #expect(fromFile.variants.map(\.variant) == fromMemory.variants.map(\.variant))
        for (file, memory) in zip(fromFile.variants, fromMemory.variants) {
            #expect(file.webp == memory.webp, "\(file.variant) WebP")
            #expect(file.jpeg == memory.jpeg, "\(file.variant) JPEG")
        }
    }

    @Test("the staged first step reads the file too: the same thumbnail and sizes")
    func staged() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let photo = try await TestPhotos.make(width: 2400, height: 1800, format: .jpeg)
        let upload = try await spooled(photo, in: directory)
        let fromFile = try await ImageProcessor(pipeline: pipeline, concurrency: 1).processStaged(upload)
        let fromMemory = try await ImageProcessor(pipeline: pipeline, concurrency: 1).processStaged(photo)
        #expect(fromFile.preview.variants.map(\.webp) == fromMemory.preview.variants.map(\.webp))
        #expect(fromFile.sizes.map { [$0.width, $0.height] } == fromMemory.sizes.map { [$0.width, $0.height] })
    }

    @Test("refusals from a file are the memory path's refusals", arguments: ImageFormat.uploadable)
    func refusals(_ format: ImageFormat) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bytes = try await TestPhotos.make(width: 1200, height: 900, format: format)
        let truncated = Array(bytes.prefix(bytes.count * 6 / 10))
        await #expect(throws: ImageRejection.unreadable(format)) { try await processed(try await spooled(truncated, in: directory)) }
        let headerOnly = Array(bytes.prefix(24)) + [UInt8](repeating: 0x5A, count: 200)
        await #expect(throws: ImageRejection.unreadable(format)) { try await processed(try await spooled(headerOnly, in: directory)) }
        let tight = ImagePipeline(limits: ImageLimits(maxPixels: 10_000))
        await #expect(throws: ImageRejection.tooManyPixels(width: 1200, height: 900, limit: 10_000)) {
            try await processed(try await spooled(bytes, in: directory), tight)
        }
        let small = ImagePipeline(limits: ImageLimits(maxBytes: bytes.count - 1))
        await #expect(throws: ImageRejection.tooLarge(bytes: bytes.count, limit: bytes.count - 1)) {
            try await processed(try await spooled(bytes, in: directory), small)
        }
    }

    @Test("what is not a photo is refused by its first bytes")
    func refusesByContent() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        await #expect(throws: ImageRejection.unsupported(.text)) { try await processed(try await spooled(Array("a note\n".utf8), in: directory)) }
        await #expect(throws: ImageRejection.unsupported(.empty)) { try await processed(try await spooled([], in: directory)) }
        let bomb = PNGBomb.make(width: 100_000, height: 100_000)
        await #expect(throws: ImageRejection.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000)) {
            try await processed(try await spooled(bomb, in: directory))
        }
    }
}
