import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ServerKit

/// Runs the pipeline off the event loops on a few dedicated threads, so at most `concurrency` images
/// are decoded at once however many uploads arrive; at most `queueLimit` more wait their turn, and
/// beyond that an upload is turned away with 503 and `Retry-After` instead of piling up in memory.
///
/// Work nobody waits for (an answered upload's larger sizes, a remake after a crash) runs on a second
/// set of threads at a lowered CPU priority, one encode after another: it takes what the requests leave
/// of the cores instead of competing with them. A 10-minute soak at 80 % of capacity showed why: with
/// those encodes at full priority, every write and upload took twice as long in the busiest minutes.
/// They count in the image queue. Once every low-priority thread is taken, further such work runs at
/// normal priority on the request threads, in turn with uploads: a steady stream of large uploads
/// keeps those threads busy, and a low-priority thread then gets a tenth of a core, so its backlog
/// grew, held decoded images in memory and filled the queue until nearly every upload was turned away
/// (817 of 866 in the media benchmark's four-client run). Holding new uploads back until the finishing
/// caught up was tried too: under the soak's load the starved thread then held uploads for seconds
/// (upload p99 1.5 s against 0.7 s), and the soak failed.
public final class ImageProcessor: Sendable {
    public let pipeline: ImagePipeline
    public let concurrency: Int
    public let queueLimit: Int
    private let threads: NIOThreadPool
    private let background: NIOThreadPool
    private let admitted = NIOLockedValueBox(0)
    /// Promised work given to the low-priority threads and not yet done (running or queued there).
    private let onBackground = NIOLockedValueBox(0)

    /// One per process: libvips' threads and memory are process-wide, and so is the limit.
    public static let shared = ImageProcessor(pipeline: ImagePipeline(), concurrency: System.coreCount)

    public init(pipeline: ImagePipeline, concurrency: Int, queueLimit: Int? = nil) {
        precondition(concurrency >= 1, "at least one image at a time")
        self.pipeline = pipeline
        self.concurrency = concurrency
        self.queueLimit = queueLimit ?? 4 * concurrency
        AllocatorTuning.capArenas()
        // Never shut down: like NIO's singletons, it lives as long as the process.
        threads = NIOThreadPool(numberOfThreads: concurrency)
        threads.start()
        background = NIOThreadPool(numberOfThreads: concurrency)
        background.start()
    }

    /// Images being processed or waiting for a thread.
    public var inFlight: Int { admitted.withLockedValue { $0 } }

    /// Processes `bytes` on a pipeline thread. Throws `ImageRejection`, or 503 when the queue is full.
    public func process(_ bytes: [UInt8]) async throws -> ProcessedImage {
        try await process(.bytes(bytes))
    }

    /// `process`, for bytes in memory or spooled to a file.
    public func process(_ upload: UploadedImage) async throws -> ProcessedImage {
        let pipeline = pipeline
        return try await run { try pipeline.process(upload) }
    }

    /// The first step of an upload (`ImagePipeline.processStaged`), under the same limit as `process`.
    public func processStaged(_ bytes: [UInt8]) async throws -> StagedImage {
        try await processStaged(.bytes(bytes))
    }

    /// `processStaged`, for bytes in memory or spooled to a file.
    public func processStaged(_ upload: UploadedImage) async throws -> StagedImage {
        let pipeline = pipeline
        return try await run { try pipeline.processStaged(upload) }
    }

    /// The encodes left after an upload was answered (`StagedImage.remaining`). Never refused: the
    /// upload is already stored and promised. Counted in `inFlight`, so while they wait new uploads find
    /// the queue fuller and are turned away sooner.
    ///
    /// One encode at a time on a low-priority thread, so that once `urgency` is raised (someone asked
    /// for one of these sizes) the rest stop waiting on it: a low-priority thread on a busy machine can
    /// take seconds over a single large encode, so the one under way is not waited for either (it runs
    /// on, its bytes unused). Urgent, or with every low-priority thread taken, the rest run as one job
    /// at normal priority: one turn in the request threads' queue per upload, as its decode takes. A
    /// turn per encode let a stream of uploads outpace their own finishing.
    public func finish(_ remaining: RemainingVariants, urgency: FinishingUrgency = FinishingUrgency()) async throws -> [EncodedVariant] {
        let steps = remaining.steps
        var outputs: [[UInt8]] = []
        while outputs.count < steps.count {
            let next = outputs.count
            if let bytes = try await runOnBackgroundUnlessUrged({ try remaining.encode(steps[next]) }, urgency) {
                outputs.append(bytes)
            } else {
                outputs += try await runPromisedNow { try steps[next...].map { try remaining.encode($0) } }
            }
        }
        return remaining.assemble(outputs)
    }

    /// `work` on a free low-priority thread; nil when none is free, when `urgency` is raised already,
    /// or once it is raised before `work` ends.
    func runOnBackgroundUnlessUrged<T: Sendable>(
        _ work: @escaping @Sendable () throws -> T, _ urgency: FinishingUrgency
    ) async throws -> T? {
        guard !urgency.isUrgent else { return nil }
        let first = FirstResult<T?>()
        urgency.whenRaised { first.offer(.success(nil)) }
        // Unstructured, so that an urged finish need not wait for it: a thread-pool job cannot be
        // stopped once it runs.
        Task {
            do { first.offer(.success(try await self.runOnBackgroundIfFree(work))) } catch { first.offer(.failure(error)) }
        }
        return try await first.value
    }

    /// An answered upload made again whole from its kept original (after a crash), never refused for
    /// the same reason as `finish`.
    public func remake(_ original: [UInt8]) async throws -> ProcessedImage {
        let pipeline = pipeline
        return try await runPromised { try pipeline.process(.bytes(original), scheduling: .onCallingThread) }
    }

    /// Renders an SVG the server drew itself (`ImagePipeline.processIllustration`), under the same limit.
    public func processIllustration(svg: [UInt8]) async throws -> ProcessedImage {
        let pipeline = pipeline
        return try await run { try pipeline.processIllustration(svg: svg) }
    }

    /// Other image work (decoding stored pictures into a PDF) on the same threads, under the same limit.
    public func perform<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await run(work)
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let admittedNow = admitted.withLockedValue { count -> Bool in
            guard count < concurrency + queueLimit else { return false }
            count += 1
            return true
        }
        guard admittedNow else {
            var busy = Problem.unavailable("Too many images are being processed; retry in 2 s.")
            busy.headers = [.retryAfter: "2"]
            throw busy
        }
        defer { admitted.withLockedValue { $0 -= 1 } }
        return try await threads.runIfActive(work)
    }

    /// Work that must not be refused and that nobody waits for: on a low-priority thread while one is
    /// free, else at normal priority behind the uploads already waiting (see the type's comment).
    func runPromised<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        if let result = try await runOnBackgroundIfFree(work) { return result }
        return try await runPromisedNow(work)
    }

    /// Promised work on a free low-priority thread, or nil at once when every one is taken.
    private func runOnBackgroundIfFree<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T? {
        let free = onBackground.withLockedValue { count -> Bool in
            guard count < concurrency else { return false }
            count += 1
            return true
        }
        guard free else { return nil }
        admitted.withLockedValue { $0 += 1 }
        defer {
            admitted.withLockedValue { $0 -= 1 }
            onBackground.withLockedValue { $0 -= 1 }
        }
        return try await background.runIfActive {
            ThreadPriority.lowerCurrentForBackground()
            return try work()
        }
    }

    /// Promised work at normal priority on the request threads, behind the uploads already waiting.
    func runPromisedNow<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        admitted.withLockedValue { $0 += 1 }
        defer { admitted.withLockedValue { $0 -= 1 } }
        return try await threads.runIfActive(work)
    }
}
