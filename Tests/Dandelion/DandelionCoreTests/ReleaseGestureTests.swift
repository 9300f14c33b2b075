@testable import DandelionCore
import Foundation
import Testing

/// The spec's "long press and drag upward": a hold (0.5 s within 10 pt) then a rise of 60 pt lets go; on the
/// text, where the same hold drags the editor's caret, only if the finger is still rising as it lifts or has
/// left the page. Plain swipes keep their rules. Screen points, y down; the page's top edge is at y 100.
@MainActor
@Suite struct ReleaseGestureTests {
    static let pageTop: Float = 100
    /// On the text, and below the page (the footer), where the editor has no gestures.
    static let onText = SIMD2<Float>(200, 400)
    static let offText = SIMD2<Float>(200, 700)

    func makeApp(text: String = "the thing I keep replaying") -> DandelionAppModel {
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 2, region: "NZ")
        app.writing.text = text
        return app
    }

    /// Feeds the model as WritingView's DragGesture does: each change with its touch-down point, then the lift.
    @MainActor struct Finger {
        let writing: WritingModel
        let start: SIMD2<Float>
        let onText: Bool
        var position: SIMD2<Float>

        init(_ writing: WritingModel, downAt start: SIMD2<Float>, time: Double = 0) {
            self.writing = writing
            self.start = start
            onText = start == ReleaseGestureTests.onText
            position = start
            writing.dragChanged(from: start, to: start, time: time, startedOnPage: onText)
        }

        /// Down at `start`, held for the 0.5 s of a long press, then out of the slop by `leaving` (15 pt up).
        static func held(
            _ writing: WritingModel, at start: SIMD2<Float>, leaving: SIMD2<Float> = SIMD2(0, -15), time: Double = 0
        ) -> Finger {
            var finger = Finger(writing, downAt: start, time: time)
            finger.move(by: leaving, at: time + 0.6)
            return finger
        }

        /// Moves by `offset` from where the finger is, arriving at `time`.
        mutating func move(by offset: SIMD2<Float>, at time: Double) {
            position += offset
            writing.dragChanged(from: start, to: position, time: time, startedOnPage: onText)
        }

        /// `velocity` is the system's, used only by the swipe rules.
        func lift(at time: Double, velocity: SIMD2<Float> = .zero, pageTop: Float = ReleaseGestureTests.pageTop) -> Bool {
            writing.dragEnded(
                from: start, at: position, time: time, velocity: velocity,
                startedOnPage: onText, pageScrolls: false, pageTop: pageTop
            )
        }
    }

    @Test func holdingThenDraggingUpOffTheTextLetsGo() throws {
        let app = makeApp()
        var finger = Finger(app.writing, downAt: Self.offText)
        finger.move(by: SIMD2(4, 3), at: 0.3)  // a finger's wobble inside the slop keeps the hold
        finger.move(by: SIMD2(-4, -20), at: 0.6)
        finger.move(by: SIMD2(0, -63), at: 1.0)
        // 80 pt up and lifted still: a swipe that short and slow would not let go; after a hold it does.
        #expect(finger.lift(at: 1.5))
        let request = try #require(app.writing.takePendingRelease())
        #expect(request.text == "the thing I keep replaying")
        #expect(app.writing.text.isEmpty)
    }

    /// The editor's long press moves the caret under a loupe; the person lifts while still to place it.
    /// That must never throw the words away, even quickly after the hold and with a stale system velocity.
    @Test func aHeldDragOnTheTextThatEndsStillPlacesTheCaretAndKeepsTheWords() {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.onText)
        finger.move(by: SIMD2(0, -135), at: 0.8)
        // 150 pt up within 0.6 s of becoming a drag: the swipe rules alone would let go.
        #expect(!finger.lift(at: 1.0, velocity: SIMD2(0, -900)))
        #expect(app.writing.text == "the thing I keep replaying")
        #expect(app.writing.takePendingRelease() == nil && app.store.usage.releases == 0)
    }

    @Test func aHeldDragOnTheTextTossedUpwardLetsGo() throws {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.onText)
        finger.move(by: SIMD2(0, -85), at: 1.0)
        finger.move(by: SIMD2(0, -50), at: 1.05)
        finger.move(by: SIMD2(0, -50), at: 1.1)
        // Still rising at 1000 pt/s over the last 0.1 s as it lifts.
        #expect(finger.lift(at: 1.1))
        let request = try #require(app.writing.takePendingRelease())
        #expect(abs(request.strength - 0.5) < 1e-3)
        #expect(abs(request.direction.x) < 1e-3 && abs(request.direction.y + 1) < 1e-3)
    }

    @Test func aHeldDragOnTheTextSlowingBelowTheTossSpeedKeepsTheWords() {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.onText)
        finger.move(by: SIMD2(0, -100), at: 1.0)
        finger.move(by: SIMD2(0, -10), at: 1.05)
        finger.move(by: SIMD2(0, -10), at: 1.1)
        // 200 pt/s at the lift: a finger settling on a line, not a toss.
        #expect(!finger.lift(at: 1.1))
        #expect(app.writing.text == "the thing I keep replaying")
    }

    @Test func aHeldDragFromTheTextThatEndsAboveThePageLetsGo() {
        let app = makeApp()
        let heldAndRaised = { (writing: WritingModel) -> Finger in
            var finger = Finger.held(writing, at: Self.onText)
            finger.move(by: SIMD2(0, -305), at: 1.2)  // to y 80
            return finger
        }
        // The same drag, lifted still, with the page's top above the finger: a caret placed on the top line.
        #expect(!heldAndRaised(app.writing).lift(at: 1.8, pageTop: 50))
        #expect(app.writing.text == "the thing I keep replaying")
        #expect(heldAndRaised(app.writing).lift(at: 1.8, pageTop: Self.pageTop))
        #expect(app.writing.takePendingRelease() != nil)
    }

    /// Leaving the slop before 0.5 s makes it a swipe, judged as before: its time counts from where it
    /// became a drag (24 pt from touch-down), so a finger that rested a moment and then flicked still lets go.
    @Test func tooShortAHoldFallsBackToTheSwipeRules() {
        let quick = makeApp()
        var finger = Finger(quick.writing, downAt: Self.onText)
        finger.move(by: SIMD2(0, -12), at: 0.45)
        finger.move(by: SIMD2(0, -20), at: 0.5)
        finger.move(by: SIMD2(0, -118), at: 0.7)
        #expect(finger.lift(at: 0.75, velocity: SIMD2(0, -600)), "a quick swipe on the text lets go")
        #expect(quick.writing.takePendingRelease()?.method == .swipe)

        let slow = makeApp()
        finger = Finger(slow.writing, downAt: Self.onText)
        finger.move(by: SIMD2(0, -12), at: 0.45)
        finger.move(by: SIMD2(0, -20), at: 0.5)
        finger.move(by: SIMD2(0, -118), at: 1.0)
        #expect(!finger.lift(at: 1.2, velocity: SIMD2(0, -600)), "a slow one on the text may be the editor's")
        #expect(slow.writing.text == "the thing I keep replaying")

        let shortOffText = makeApp()
        finger = Finger(shortOffText.writing, downAt: Self.offText)
        finger.move(by: SIMD2(0, -12), at: 0.3)
        finger.move(by: SIMD2(0, -68), at: 1.0)
        #expect(!finger.lift(at: 1.5), "80 pt lifted still is not a swipe, and without a hold not a lift")
    }

    @Test func movingBeyondTheSlopBeforeTheThresholdIsNotAHold() {
        var moved = ReleaseGesture()
        moved.began(at: .zero, time: 0, onText: false)
        moved.moved(to: SIMD2(0, -11), time: 0.4)
        moved.moved(to: .zero, time: 0.45)  // back where it went down, then held as long as you like
        moved.moved(to: SIMD2(0, -80), time: 2)
        #expect(moved.ended(at: SIMD2(0, -80), time: 2.5, pageTop: 0) == .swipe(duration: 0.5))

        var held = ReleaseGesture()
        held.began(at: .zero, time: 0, onText: false)
        held.moved(to: SIMD2(0, -9), time: 0.4)
        held.moved(to: SIMD2(0, -11), time: 0.5)
        held.moved(to: SIMD2(0, -80), time: 2)
        #expect(held.ended(at: SIMD2(0, -80), time: 2.5, pageTop: 0) == .lift(translation: SIMD2(0, -80), velocity: .zero))
    }

    @Test func aHeldDragSidewaysDoesNotLetGo() {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.offText, leaving: SIMD2(15, 0))
        finger.move(by: SIMD2(85, -80), at: 1.0)
        // 80 up and 100 across: selecting across lines, not lifting.
        #expect(!finger.lift(at: 1.5, velocity: SIMD2(1_500, -1_200)))
        #expect(app.writing.text == "the thing I keep replaying")

        finger = Finger.held(app.writing, at: Self.offText, time: 3)
        finger.move(by: SIMD2(40, -65), at: 4.0)
        #expect(finger.lift(at: 4.5), "40 across for 80 up is still upward")
    }

    @Test func aHeldDragDownwardDoesNotLetGo() {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.offText, leaving: SIMD2(0, 15))
        finger.move(by: SIMD2(0, 85), at: 1.0)
        #expect(!finger.lift(at: 1.5))

        finger = Finger.held(app.writing, at: Self.onText, leaving: SIMD2(0, 15), time: 3)
        finger.move(by: SIMD2(0, 100), at: 3.7)
        #expect(!finger.lift(at: 3.7, velocity: SIMD2(0, 1_000)), "a toss downward is no toss up")
        #expect(app.writing.text == "the thing I keep replaying" && app.store.usage.releases == 0)
    }

    @Test func nothingLetsGoFromAnEmptyPage() {
        let app = makeApp(text: "  \n")
        var finger = Finger.held(app.writing, at: Self.offText)
        finger.move(by: SIMD2(0, -100), at: 1.0)
        #expect(!finger.lift(at: 1.5))
        #expect(app.writing.takePendingRelease() == nil && app.store.usage.releases == 0)
    }

    /// Like a swipe: counted as one, as hard and where the finger was moving, or along its drag if it lifted still.
    @Test func theReleaseRequestCarriesTheDragsStrengthAndDirection() throws {
        let app = makeApp()
        var finger = Finger.held(app.writing, at: Self.offText)
        finger.move(by: SIMD2(30, -65), at: 1.0)
        #expect(finger.lift(at: 1.5, velocity: SIMD2(0, -2_000)))
        let still = try #require(app.writing.takePendingRelease())
        #expect(still.method == .swipe && still.strength == 0.35)
        #expect(abs(still.direction.x - 30 / 85.44) < 1e-3 && abs(still.direction.y + 80 / 85.44) < 1e-3)

        app.writing.text = "a second worry"
        finger = Finger.held(app.writing, at: Self.offText, time: 3)
        finger.move(by: SIMD2(0, -45), at: 4.0)
        finger.move(by: SIMD2(90, -120), at: 4.1)
        #expect(finger.lift(at: 4.1))
        let tossed = try #require(app.writing.takePendingRelease())
        // 1500 pt/s over the last 0.1 s, three parts up to two across.
        #expect(abs(tossed.strength - 0.75) < 1e-3)
        #expect(abs(tossed.direction.x - 0.6) < 1e-3 && abs(tossed.direction.y + 0.8) < 1e-3)
        #expect(app.store.usage.swipeReleases == 2 && app.store.usage.blowReleases == 0)
    }

    /// The system may cancel a drag without an end (a sheet, a call): the next touch starts afresh.
    @Test func aTouchThatNeverEndedDoesNotLeakIntoTheNext() {
        let app = makeApp()
        _ = Finger(app.writing, downAt: SIMD2(200, 800))
        var finger = Finger(app.writing, downAt: Self.offText, time: 5)
        finger.move(by: SIMD2(0, -15), at: 5.1)
        finger.move(by: SIMD2(0, -65), at: 6.0)
        // Followed on from the first touch (100 pt lower, 5 s earlier) this would be a hold and a lift of
        // 180 pt; on its own it is a slow, short drag.
        #expect(!finger.lift(at: 6.5))
        #expect(app.writing.text == "the thing I keep replaying")
        // And a lift whose touch-down was never seen is not judged.
        #expect(!app.writing.dragEnded(
            from: SIMD2(10, 10), at: SIMD2(10, -300), time: 7, velocity: SIMD2(0, -3_000),
            startedOnPage: false, pageScrolls: false, pageTop: Self.pageTop
        ))
    }
}
