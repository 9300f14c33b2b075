import Foundation

/// A value behind a lock. `Synchronization.Mutex` would do, but it needs iOS 18 / macOS 15 and the package
/// supports iOS 17 / macOS 14. (The tests use it too, through `@testable import`.)
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
