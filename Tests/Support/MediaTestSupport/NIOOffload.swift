import NIOPosix

/// Runs CPU-bound test work on NIO's thread pool instead of the cooperative threads every test shares.
public enum NIOOffload {
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }
}
