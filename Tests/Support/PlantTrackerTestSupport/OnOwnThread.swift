import Foundation

/// Runs blocking work (libvips, fsyncs, thousands of SQLite writes) on a thread of its own and awaits it.
/// Test bodies run on Swift's cooperative pool, which has one thread per core: seconds of blocking work
/// there starve every other test's timers and database callbacks (CI saw a 2 s probe answer after 21 s
/// and a SQLite busy timeout expire). Record no expectations inside: return what to check.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
