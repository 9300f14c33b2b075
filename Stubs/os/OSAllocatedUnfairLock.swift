// os: OSAllocatedUnfairLock (the only thing the view code imports `os` for: Dandelion's BlowTap).
// Mirrors https://developer.apple.com/documentation/os/osallocatedunfairlock and the iOS 26 SDK's
// usr/lib/swift/os.swiftmodule/arm64e-apple-ios.swiftinterface (generic constraints: `withLock` takes a
// `@Sendable` body and a `Sendable` result; `init(initialState:)` only where `State: Sendable`).
// Not modelled: the iOS 18 `flags:` overloads and OSAllocatedUnfairLockFlags (unused).

@available(iOS 16.0, *)
@frozen
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    public init(uncheckedState initialState: State) { fatalError() }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { fatalError() }

    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable { fatalError() }

    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? { fatalError() }

    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable { fatalError() }

    @frozen
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    public func precondition(_ condition: OSAllocatedUnfairLock<State>.Ownership) { fatalError() }
}

@available(iOS 16.0, *)
extension OSAllocatedUnfairLock where State == () {
    public init() { fatalError() }
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R { fatalError() }
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable { fatalError() }
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? { fatalError() }
    public func withLockIfAvailable<R>(_ body: @Sendable () throws -> R) rethrows -> R? where R: Sendable { fatalError() }
    @_unavailableFromAsync(message: "Use withLock for scoped locking")
    public func lock() { fatalError() }
    @_unavailableFromAsync(message: "Use withLock for scoped locking")
    public func unlock() { fatalError() }
    @_unavailableFromAsync(message: "Use withLockIfAvailable for scoped locking")
    public func lockIfAvailable() -> Bool { fatalError() }
}

@available(iOS 16.0, *)
extension OSAllocatedUnfairLock where State: Sendable {
    public init(initialState: State) { fatalError() }
}
