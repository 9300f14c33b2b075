import Foundation
import Observation

/// The release screen: the words come apart into seeds and drift away, then a quiet line appears.
/// The view draws `field` every frame (TimelineView + Canvas) and calls `advance(to:)` with the frame's time.
@MainActor
@Observable
public final class ReleaseModel {
    public enum Phase: Equatable, Sendable {
        case idle
        /// Seeds are in the air.
        case drifting
        /// Everything has drifted away; `message` is shown and announced.
        case settled(message: String)
    }

    public private(set) var phase = Phase.idle
    /// The seeds; nil when nothing is drifting. Read it while drawing, do not keep it.
    @ObservationIgnored public private(set) var field: PappusField?
    /// Bumped every frame while drifting so observers redraw.
    public private(set) var frame = 0
    /// What VoiceOver should say now (the view posts it and calls `announcementMade()`).
    public private(set) var announcement: String?
    /// The dandelion on the page has lost seeds to a release and is growing them back: its view redraws
    /// each frame (`headPresence(at:)`) and calls `advanceHead(to:)` until this turns false.
    public private(set) var isHeadRecovering = false
    /// The drawn dandelion, whose seeds leave with the words.
    public let head: SeedHead

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private var messages: ReleaseMessages
    @ObservationIgnored private var lastFrameTime: TimeInterval?
    @ObservationIgnored private var seed: UInt64
    /// Which of the head's seeds this release takes, when, and when they grow back.
    @ObservationIgnored public private(set) var headPlan: SeedLossPlan?
    /// Where the head was when this release began, so its seeds are drawn aloft at the size they grew.
    @ObservationIgnored public private(set) var headPlacement: SeedHead.Placement?
    /// The frame time the release's clock started at (its first frame); the plan's times count from it.
    @ObservationIgnored private var releaseStartedAt: TimeInterval?

    public init(store: DandelionStore, messages: ReleaseMessages, head: SeedHead = .app, seed: UInt64 = .random(in: .min ... .max)) {
        self.store = store
        self.messages = messages
        self.head = head
        self.seed = seed
    }

    /// Starts the drift. `layout` places the words where they stood on the page (the view's text layout
    /// on iOS; `MonospaceLayout` on Linux); `systemReduceMotion` is the accessibility setting; `headAt` is
    /// where the dandelion is drawn on the page (nil when it is not on screen), in the same coordinates.
    public func begin(
        _ request: ReleaseRequest, bounds: SIMD2<Float>, systemReduceMotion: Bool, headAt placement: SeedHead.Placement? = nil,
        layout: (String, SeedGranularity) -> [PlacedGlyph]
    ) {
        let gentle = systemReduceMotion || store.preferences.prefersGentleRelease
        let glyphs = layout(request.text, store.preferences.seedGranularity)
        var configuration = PappusConfiguration(bounds: bounds, reduceMotion: gentle)
        configuration.releaseSpread = gentle ? 0.5 : configuration.releaseSpread
        seed &+= 0x9E37_79B9_7F4A_7C15
        var launches: [HeadSeedLaunch] = []
        if let placement, placement.unit > 0, !glyphs.isEmpty {
            let plan = SeedLossPlan(
                head: head, words: SeedWords.words(in: request.text).count, strength: request.strength,
                direction: request.direction, spread: configuration.releaseSpread, gentle: gentle, seed: seed
            )
            launches = plan.launches(from: head, at: placement)
            headPlan = plan
            headPlacement = placement
            isHeadRecovering = !plan.detachments.isEmpty
        } else {
            headPlan = nil
            headPlacement = nil
            isHeadRecovering = false
        }
        let field = PappusField(glyphs: glyphs, headSeeds: launches, configuration: configuration, seed: seed)
        field.release(strength: request.strength, direction: request.direction)
        self.field = field
        lastFrameTime = nil
        releaseStartedAt = nil
        phase = .drifting
        announcement = DandelionCopy[.releaseDrifting]
        if glyphs.isEmpty { settle() }
    }

    /// Called once per displayed frame with its timestamp (seconds, any origin).
    public func advance(to time: TimeInterval) {
        guard phase == .drifting, let field else { return }
        if releaseStartedAt == nil { releaseStartedAt = time }
        if let lastFrameTime {
            field.step(seconds: Float(time - lastFrameTime))
        }
        lastFrameTime = time
        frame &+= 1
        if field.isFinished { settle() }
    }

    /// The message was read or tapped away: back to an empty page.
    public func finish() {
        phase = .idle
        field = nil
        announcement = nil
    }

    public func announcementMade() {
        announcement = nil
    }

    /// How much of each of the head's seeds is on it at frame time `time`: 1 whole, 0 gone, between while
    /// growing back. Before the release's first frame its clock stands at zero.
    public func headPresence(at time: TimeInterval) -> (Int) -> Float {
        guard let plan = headPlan else { return { _ in 1 } }
        let elapsed = Float(releaseStartedAt.map { max(0, time - $0) } ?? 0)
        return { plan.presence(of: $0, at: elapsed) }
    }

    /// Called by the head's view each frame while it recovers; ends the recovery once the head is whole.
    public func advanceHead(to time: TimeInterval) {
        guard let plan = headPlan, let start = releaseStartedAt else { return }
        if !plan.isRecovering(at: Float(time - start)) {
            headPlan = nil
            isHeadRecovering = false
        }
    }

    private func settle() {
        // The seeds (the last copies of the words) go with the field.
        field = nil
        let message = messages.next()
        phase = .settled(message: message)
        announcement = message
    }
}
