import Foundation
@testable import Media
import NIOConcurrencyHelpers
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

    @Test("encodes nobody waits for run on threads of lowered priority; an upload's answer does not")
    func backgroundPriority() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1)
        let answering = try await processor.perform { ThreadPriority.currentNice }
        let background = try await processor.runPromised { ThreadPriority.currentNice }
        #expect(answering == 0)
        #if os(Linux)
        #expect(background == answering + Int(ThreadPriority.backgroundSteps))
        #endif
        // Lowered once per thread, not again on every job.
        #expect(try await processor.runPromised { ThreadPriority.currentNice } == background)
        // Work someone now waits for runs at normal priority, with a low-priority thread free.
        #expect(try await processor.runPromisedNow { ThreadPriority.currentNice } == 0)
        #expect(processor.inFlight == 0)
    }

    @Test("once every low-priority thread is taken, more promised work runs at normal priority instead of waiting behind it")
    func promisedWorkOverflowsToRequestThreads() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1)
        let held = NIOLockedValueBox(false)
        // Holds the only low-priority thread until released.
        let blocker = Task {
            try await processor.runPromised {
                held.withLockedValue { $0 = true }
                while held.withLockedValue({ $0 }) { usleep(1_000) }
                return ThreadPriority.currentNice
            }
        }
        while !held.withLockedValue({ $0 }) { try await Task.sleep(for: .milliseconds(1), tolerance: .zero) }
        let overflow = try await processor.runPromised { ThreadPriority.currentNice }
        #expect(overflow == 0, "it ran on a request thread at normal priority")
        #expect(processor.inFlight == 1, "the held job still counts; the overflow one is done")
        held.withLockedValue { $0 = false }
        let lowered = try await blocker.value
        #if os(Linux)
        #expect(lowered == Int(ThreadPriority.backgroundSteps))
        #endif
        // With the low-priority thread free again, promised work goes back to it.
        #expect(try await processor.runPromised { ThreadPriority.currentNice } == lowered)
        #expect(processor.inFlight == 0)
    }

    @Test("raised urgency stops the wait for a low-priority encode already under way, which still ends and frees its thread")
    func urgencyAbandonsTheLoweredEncode() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1)
        let held = NIOLockedValueBox(false), released = NIOLockedValueBox(false)
        let urgency = FinishingUrgency()
        // Stands for a large encode that a starved low-priority thread would take seconds over.
        let lowered = Task {
            try await processor.runOnBackgroundUnlessUrged({
                held.withLockedValue { $0 = true }
                while !released.withLockedValue({ $0 }) { usleep(1_000) }
                return ThreadPriority.currentNice
            }, urgency)
        }
        while !held.withLockedValue({ $0 }) { try await Task.sleep(for: .milliseconds(1), tolerance: .zero) }
        urgency.raise()
        #expect(try await lowered.value == nil, "the urged finish stopped waiting while the encode was still held")
        #expect(processor.inFlight == 1, "the abandoned encode still holds its thread")
        released.withLockedValue { $0 = true }
        while processor.inFlight > 0 { try await Task.sleep(for: .milliseconds(1), tolerance: .zero) }
        // Unhurried, it answers with the work's result; already urgent, it gives way at once.
        #expect(try await processor.runOnBackgroundUnlessUrged({ 7 }, FinishingUrgency()) == 7)
        #expect(try await processor.runOnBackgroundUnlessUrged({ 7 }, urgency) == nil)
        #expect(processor.inFlight == 0)
    }

    @Test("an answered upload's remaining sizes encode on the background threads, each distinct size once")
    func finishesRemainingSizes() async throws {
        let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 1)
        let large = try await processor.processStaged(try await TestPhotos.make(width: 2400, height: 1800, format: .jpeg))
        #expect(large.remaining.encodeCount == 4)
        let small = try await processor.processStaged(try await TestPhotos.make(width: 640, height: 480, format: .jpeg))
        // A photo that fits the medium box is its own large size: one size, two encodes.
        #expect(small.remaining.encodeCount == 2)
        let variants = try await processor.finish(small.remaining)
        #expect(variants.map(\.variant) == [.medium, .large])
        #expect(variants.allSatisfy { [$0.width, $0.height] == [640, 480] })
        #expect(variants[0].webp == variants[1].webp && variants[0].jpeg == variants[1].jpeg)
        let urgency = FinishingUrgency()
        urgency.raise()
        let finished = try await processor.finish(large.remaining, urgency: urgency)
        #expect(finished.map { [$0.width, $0.height] } == [[1200, 900], [2048, 1536]])
        #expect(finished[0].webp != finished[1].webp)
        // Hurried or not, the encodes are the same bytes.
        let unhurried = try await processor.finish(large.remaining)
        #expect(unhurried.map(\.webp) == finished.map(\.webp) && unhurried.map(\.jpeg) == finished.map(\.jpeg))
    }
}
