import Foundation

/// A value guarded by a lock, for state read synchronously from any thread (a view asking for a
/// cached image while it draws). `Mutex` would do this but needs iOS 18; ClientKit supports iOS 17.
///
/// `@unchecked Sendable`: every access to `value` goes through `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
