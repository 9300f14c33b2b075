import NIOConcurrencyHelpers

/// Whether someone now waits for an answered upload's larger sizes. Set by a request for one of them
/// (`MediaRoutes` through `MediaFinishing.expedite`); `ImageProcessor.finish` then runs the encodes
/// left at normal priority, as work someone waits for, instead of at the lowered one.
public final class FinishingUrgency: Sendable {
    private let urgent = NIOLockedValueBox(false)

    public init() {}

    public var isUrgent: Bool { urgent.withLockedValue { $0 } }

    public func raise() {
        urgent.withLockedValue { $0 = true }
    }
}
