import Foundation

/// The current date, for anything that is stored or compared with stored times (token expiry,
/// "member since"). Injectable so tests can jump a day ahead.
public protocol WallClock: Sendable {
    func now() -> Date
}

public struct SystemWallClock: WallClock {
    public init() {}

    public func now() -> Date { Date() }
}
