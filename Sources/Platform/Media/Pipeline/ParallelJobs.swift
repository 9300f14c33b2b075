import Dispatch

/// Runs independent jobs across the machine's cores (GCD's `concurrentPerform`, whose threads are
/// not Swift's cooperative pool) and returns their results in job order.
///
/// `work` runs on several threads at once, so it may only read what is safe to read concurrently
/// (libvips images are) and must write nothing shared: each job's result goes to its own slot, and
/// the slots are read only after every job has finished. That discipline is what the unchecked
/// `Sendable` below stands for; the compiler cannot see it through a pointer.
enum ParallelJobs {
    static func run<T>(_ count: Int, _ scheduling: EncodeScheduling = .acrossCores, _ work: (Int) throws -> T) throws -> [T] {
        guard scheduling == .acrossCores else { return try (0..<count).map(work) }
        return try withoutActuallyEscaping(work) { work in
            let jobs = Jobs(work: work, count: count)
            defer { jobs.slots.deallocate() }
            DispatchQueue.concurrentPerform(iterations: count) { job in
                jobs.slots.baseAddress!.advanced(by: job).initialize(to: Result { try jobs.work(job) })
            }
            defer { _ = jobs.slots.baseAddress!.deinitialize(count: count) }
            return try jobs.slots.map { try $0.get() }
        }
    }

    private final class Jobs<T>: @unchecked Sendable {
        let work: (Int) throws -> T
        let slots: UnsafeMutableBufferPointer<Result<T, any Error>>

        init(work: @escaping (Int) throws -> T, count: Int) {
            self.work = work
            slots = .allocate(capacity: count)
        }
    }
}
