import Media
import MediaTestSupport
import ServerKit
import Testing

@Suite("Image processor")
struct ImageProcessorTests {
    @Test("beyond its threads and queue, an upload is turned away with 503 and Retry-After")
    func refusesWhenFull() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1, queueLimit: 0)
        let photo = try await TestPhotos.make(width: 3000, height: 2000, format: .jpeg)
        let first = Task { try await processor.process(photo) }
        // Wait until the first image holds the only slot.
        while processor.inFlight == 0 { try await Task.sleep(for: .milliseconds(1), tolerance: .zero) }
        do {
            _ = try await processor.process(photo)
            Issue.record("a second image was admitted while the only slot was taken")
        } catch let problem as Problem {
            #expect(problem.status == .serviceUnavailable)
            #expect(problem.headers[.retryAfter] == "2")
        }
        _ = try await first.value
        #expect(processor.inFlight == 0)
        // The slot is free again.
        #expect(try await processor.process(photo).width == 3000)
    }

    @Test("a refused image frees its slot too")
    func refusalFreesSlot() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1, queueLimit: 0)
        await #expect(throws: ImageRejection.unsupported(.text)) { try await processor.process(Array("hello".utf8)) }
        #expect(processor.inFlight == 0)
    }
}
