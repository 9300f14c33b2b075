import Foundation
import Observation

/// The writing screen: the page, the prompt above it, and the two equal ways to let go — blowing on the
/// microphone or swiping up. The words exist only in `session`; releasing, leaving the app or quitting
/// empties it.
@MainActor
@Observable
public final class WritingModel {
    public private(set) var session = WritingSession()
    /// The prompt offered above the page, if prompts are shown.
    public private(set) var prompt: Prompt?
    public var microphone = MicrophoneAccess.undetermined
    /// The app is in the foreground with this screen showing.
    public var isActive = false
    /// Live breath strength while someone blows, 0…1, so the page can stir before the words let go.
    public private(set) var blowStrength: Float = 0
    /// Set when a release starts; the release screen takes it.
    public private(set) var pendingRelease: ReleaseRequest?
    /// The app is about to leave the foreground: the view covers the page so the app switcher's snapshot,
    /// which iOS saves to disk, never shows the words.
    public private(set) var isObscured = false

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let prompts: PromptsModel
    /// The daily prompt last put up, so a new day replaces it but not a prompt the person chose.
    @ObservationIgnored private var shownDailyPrompt: Prompt?

    /// A swipe must travel this far up (points) or this fast (points per second) to let go.
    public static let swipeDistance: Float = 90
    public static let swipeSpeed: Float = 500
    /// A swipe at this speed is a full-strength release.
    static let fullStrengthSwipeSpeed: Float = 2_000

    public init(store: DandelionStore, prompts: PromptsModel) {
        self.store = store
        self.prompts = prompts
        if store.preferences.showsPrompts {
            prompt = prompts.dailyPrompt
            shownDailyPrompt = prompt
        }
    }

    public var text: String {
        get { session.text }
        set { session.update(newValue) }
    }

    public var canRelease: Bool { !session.isEmpty && pendingRelease == nil }

    /// Whether the microphone should be running now. It listens only while there is something to let go
    /// and this screen is in front, so it is off the rest of the time (and the battery is spared).
    public var shouldListen: Bool {
        store.preferences.listensForBlow && microphone == .granted && isActive && canRelease
    }

    /// Whether to offer the microphone permission request (once, explained, never on launch).
    public var shouldOfferMicrophone: Bool { store.preferences.listensForBlow && microphone == .undetermined }

    /// The hint under the page.
    public var releaseHint: String {
        switch (store.preferences.listensForBlow, microphone) {
        case (true, .granted): "Blow on your phone, or swipe up, to let it go."
        case (true, .denied): "Swipe up to let it go. To blow instead, allow the microphone in Settings."
        default: "Swipe up to let it go."
        }
    }

    public var sensitivity: BlowSensitivity { store.preferences.sensitivity }

    /// The detector's verdicts, delivered on the main actor by the audio adapter.
    public func handle(_ event: BlowEvent, strength: Float) {
        blowStrength = canRelease ? strength : 0
        if case .began = event, canRelease {
            startRelease(.blow, strength: max(strength, 0.3), direction: PappusField.defaultDirection)
        }
    }

    /// The live strength between events (called at display rate while listening).
    public func updateBlowStrength(_ strength: Float) {
        blowStrength = canRelease ? strength : 0
    }

    /// A drag that starts on the page also belongs to the editor (selecting, scrolling): there it lets go
    /// only if it is this quick and the page has nothing to scroll.
    public static let quickSwipeOnPage = 0.6

    /// A drag ended: `translation` and `velocity` in points (y down). Upward and long or fast enough lets go.
    /// `duration` is seconds; `startedOnPage` and `pageScrolls` say whether the editor may have wanted it.
    @discardableResult
    public func swipeEnded(
        translation: SIMD2<Float>, velocity: SIMD2<Float>, duration: Double = 0, startedOnPage: Bool = false, pageScrolls: Bool = false
    ) -> Bool {
        guard canRelease, translation.y < 0 || velocity.y < 0 else { return false }
        if startedOnPage && (duration > Self.quickSwipeOnPage || pageScrolls) { return false }
        let upward = max(-translation.y, 0)
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard upward >= Self.swipeDistance || -velocity.y >= Self.swipeSpeed else { return false }
        let strength = min(1, max(0.35, speed / Self.fullStrengthSwipeSpeed))
        let direction = speed > 1 ? velocity / speed : SIMD2<Float>(0, -1)
        startRelease(.swipe, strength: strength, direction: direction)
        return true
    }

    /// VoiceOver's "Let go" action, and the release button: an equal alternative to blowing.
    public func releaseByButton() {
        guard canRelease else { return }
        startRelease(.swipe, strength: 0.7, direction: PappusField.defaultDirection)
    }

    /// The release screen has taken the words.
    public func takePendingRelease() -> ReleaseRequest? {
        defer { pendingRelease = nil }
        return pendingRelease
    }

    /// Control Center, a call banner or the app switcher: cover the page, keep the words.
    public func sceneWillResignActive() {
        isObscured = true
        isActive = false
        blowStrength = 0
    }

    /// Back in front: uncover the page and, if no prompt is showing, offer today's.
    public func sceneDidBecomeActive() {
        isObscured = false
        isActive = true
        if store.preferences.showsPrompts && (prompt == nil || prompt == shownDailyPrompt) {
            prompt = prompts.dailyPrompt
            shownDailyPrompt = prompt
        }
    }

    /// The app left the foreground: the words go, unreleased, and the microphone stops.
    public func sceneDidEnterBackground() {
        session.clear()
        pendingRelease = nil
        blowStrength = 0
        isActive = false
        isObscured = true
    }

    public func showNextPrompt() {
        prompt = prompts.next()
    }

    /// A prompt the person picked from the library.
    public func use(_ chosen: Prompt) {
        prompt = chosen
    }

    public func dismissPrompt() {
        prompt = nil
    }

    private func startRelease(_ method: UsageStats.ReleaseMethod, strength: Float, direction: SIMD2<Float>) {
        let words = session.takeForRelease()
        pendingRelease = ReleaseRequest(text: words, method: method, strength: strength, direction: direction)
        blowStrength = 0
        store.recordRelease(method)
        if store.preferences.showsPrompts { prompt = nil }
    }
}
