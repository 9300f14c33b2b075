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

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private var messages: ReleaseMessages
    @ObservationIgnored private var lastFrameTime: TimeInterval?
    @ObservationIgnored private var seed: UInt64

    public init(store: DandelionStore, messages: ReleaseMessages, seed: UInt64 = .random(in: .min ... .max)) {
        self.store = store
        self.messages = messages
        self.seed = seed
    }

    /// Starts the drift. `layout` places the words where they stood on the page (the view's text layout
    /// on iOS; `MonospaceLayout` on Linux); `systemReduceMotion` is the accessibility setting.
    public func begin(
        _ request: ReleaseRequest, bounds: SIMD2<Float>, systemReduceMotion: Bool,
        layout: (String, SeedGranularity) -> [PlacedGlyph]
    ) {
        let gentle = systemReduceMotion || store.preferences.prefersGentleRelease
        let glyphs = layout(request.text, store.preferences.seedGranularity)
        var configuration = PappusConfiguration(bounds: bounds, reduceMotion: gentle)
        configuration.releaseSpread = gentle ? 0.5 : configuration.releaseSpread
        seed &+= 0x9E37_79B9_7F4A_7C15
        let field = PappusField(glyphs: glyphs, configuration: configuration, seed: seed)
        field.release(strength: request.strength, direction: request.direction)
        self.field = field
        lastFrameTime = nil
        phase = .drifting
        announcement = DandelionCopy[.releaseDrifting]
        if glyphs.isEmpty { settle() }
    }

    /// Called once per displayed frame with its timestamp (seconds, any origin).
    public func advance(to time: TimeInterval) {
        guard phase == .drifting, let field else { return }
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

    private func settle() {
        // The seeds (the last copies of the words) go with the field.
        field = nil
        let message = messages.next()
        phase = .settled(message: message)
        announcement = message
    }
}
