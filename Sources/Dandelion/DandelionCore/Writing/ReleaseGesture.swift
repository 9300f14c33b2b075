/// One touch on the writing screen, from touch-down to lift, told apart as the spec's two hand gestures:
/// "long press and drag upward (like releasing into the sky)" and the plain upward swipe. Positions are
/// points, y down, in one coordinate space; times are seconds on one clock. No timer: a touch that stays
/// still sends no events, so the hold is judged when the finger first leaves the slop, or at the lift.
public struct ReleaseGesture: Sendable {
    /// What a finished touch amounts to.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to let go: a tap, a hold that went nowhere, a caret placed, a drag sideways or down.
        case none
        /// Not a hold: the swipe rules (`WritingModel.swipeEnded`) judge it, with this many seconds since
        /// it became a drag, as they did when the drag was a `DragGesture(minimumDistance: 24)`.
        case swipe(duration: Double)
        /// A hold, then a lift upward: let go, with the finger's travel since touch-down and its velocity
        /// over the last moments (points per second, y down).
        case lift(translation: SIMD2<Float>, velocity: SIMD2<Float>)
    }

    /// UIKit's long press: `minimumPressDuration` 0.5 s within `allowableMovement` 10 pt. The same numbers
    /// mean our hold is exactly the moment the editor's own long press takes the drag for the caret loupe.
    public static let holdDuration = 0.5
    public static let holdSlop: Float = 10
    /// A touch becomes a swipe once this far from touch-down: the old `DragGesture(minimumDistance: 24)`,
    /// so a swipe's duration is measured from where it always was and the swipe rules stay unchanged.
    public static let swipeStartDistance: Float = 24
    /// After a hold, the finger must rise this far: about a centimetre, less than a swipe's 90 pt because
    /// the hold already says it is meant, enough that a finger settling after a long press is not a lift.
    public static let liftDistance: Float = 60
    /// Sideways travel allowed per point of rise (about 30° either side of straight up): "upward", not
    /// a diagonal drag that selects text across lines.
    public static let sidewaysPerRise: Float = 0.6
    /// On the text a hold belongs to the editor's caret loupe, and the person lifts while still to place
    /// the caret. A finger lifting while still rising this fast is tossing the words instead: well above
    /// the creep of a finger settling on a caret position, below a swipe's 500 pt/s since it is already
    /// travelling.
    public static let tossSpeed: Float = 300
    /// The end velocity is the mean over this last stretch of the touch, up to the lift's own time, so a
    /// finger that stopped and then lifted has none (a recogniser's velocity may still report the motion
    /// before the stop, and on the text that would throw away the words of someone placing the caret).
    static let velocityWindow = 0.1

    private struct Sample: Sendable {
        var position: SIMD2<Float>
        var time: Double
    }

    private struct Touch: Sendable {
        let down: Sample
        let onText: Bool
        /// Decided when the finger first leaves `holdSlop`, or at the lift.
        var isHold: Bool?
        /// When the finger first got `swipeStartDistance` from touch-down.
        var swipeStart: Double?
        /// The samples that still matter for the end velocity: the last one at or before the window's
        /// start, and every one after it (the last is the latest event).
        var recent: [Sample]
    }

    private var touch: Touch?

    public init() {}

    /// Whether this tracker is following the touch that went down at `start` (a gesture the system
    /// cancelled never ends, so the next touch must start afresh rather than continue it).
    public func isFollowing(touchDownAt start: SIMD2<Float>) -> Bool {
        touch?.down.position == start
    }

    /// A finger went down, on the text (the editor, which has gestures of its own) or elsewhere.
    public mutating func began(at position: SIMD2<Float>, time: Double, onText: Bool) {
        let down = Sample(position: position, time: time)
        touch = Touch(down: down, onText: onText, recent: [down])
    }

    public mutating func moved(to position: SIMD2<Float>, time: Double) {
        guard var current = touch else { return }
        let distance = Self.length(position - current.down.position)
        if current.isHold == nil && distance > Self.holdSlop {
            current.isHold = time - current.down.time >= Self.holdDuration
        }
        if current.swipeStart == nil && distance >= Self.swipeStartDistance {
            current.swipeStart = time
        }
        current.recent.append(Sample(position: position, time: time))
        // Keep one sample at or before the window's start: the finger was there until the next one.
        while current.recent.count > 1 && current.recent[1].time <= time - Self.velocityWindow {
            current.recent.removeFirst()
        }
        touch = current
    }

    /// The finger lifted. `pageTop` is the top edge of the text's page, in the same space as the positions.
    public mutating func ended(at position: SIMD2<Float>, time: Double, pageTop: Float) -> Outcome {
        moved(to: position, time: time)
        defer { touch = nil }
        guard let current = touch else { return .none }
        guard current.isHold ?? (time - current.down.time >= Self.holdDuration) else {
            return current.swipeStart.map { .swipe(duration: time - $0) } ?? .none
        }
        // A hold: from here only the lift rules decide. Handing a held drag to the swipe rules would let a
        // quick caret drag on the text (hold, slide up a few lines, stop, lift) throw the words away.
        let translation = position - current.down.position
        let rise = -translation.y
        guard rise >= Self.liftDistance, abs(translation.x) <= rise * Self.sidewaysPerRise else { return .none }
        let velocity = Self.velocity(of: current.recent)
        if current.onText {
            // The editor moved its caret with this drag; lifting still means "put it here". Only a finger
            // still rising when it lifts, or one taken above the page where no caret can go, lets go.
            let tossed = -velocity.y >= Self.tossSpeed
            let abovePage = position.y < pageTop
            guard tossed || abovePage else { return .none }
        }
        return .lift(translation: translation, velocity: velocity)
    }

    /// The mean velocity over the last `velocityWindow` before the last sample (or the whole touch, if
    /// shorter). Between two events the finger is taken to have moved straight and steadily.
    private static func velocity(of samples: [Sample]) -> SIMD2<Float> {
        guard let first = samples.first, let end = samples.last, end.time > first.time else { return .zero }
        let windowStart = end.time - velocityWindow
        guard let before = samples.lastIndex(where: { $0.time <= windowStart }) else {
            return (end.position - first.position) / Float(end.time - first.time)
        }
        // `end` is later than the window's start, so a sample follows `before`, and later than it.
        let from = samples[before], to = samples[before + 1]
        let along = Float((windowStart - from.time) / (to.time - from.time))
        let start = from.position + (to.position - from.position) * along
        return (end.position - start) / Float(velocityWindow)
    }

    private static func length(_ vector: SIMD2<Float>) -> Float {
        (vector * vector).sum().squareRoot()
    }
}
