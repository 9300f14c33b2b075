import Foundation
import Observation

/// The writing screen: the page, the prompt above it, and the two equal ways to let go — blowing on the
/// microphone or swiping up. The words exist only in `session`, in memory; releasing or quitting empties
/// it, and so does a stay in the background longer than `Preferences.pageKeeping` allows.
@MainActor
@Observable
public final class WritingModel {
    public private(set) var session = WritingSession()
    /// The prompt offered above the page, if prompts are shown.
    public private(set) var prompt: Prompt?
    public var microphone = MicrophoneAccess.undetermined
    /// The app is in the foreground with this screen showing. Leaving it (a sheet, the app switcher)
    /// ends a readiness to let go: coming back, the person says so again.
    public var isActive = false {
        didSet { if !isActive { listening.close() } }
    }
    /// Live breath strength while someone blows, 0…1, so the page can stir before the words let go.
    public private(set) var blowStrength: Float = 0
    /// Set when a release starts; the release screen takes it.
    public private(set) var pendingRelease: ReleaseRequest?
    /// The app is about to leave the foreground: the view covers the page so the app switcher's snapshot,
    /// which iOS saves to disk, never shows the words.
    public private(set) var isObscured = false
    /// The person said they are ready to let go: the microphone may listen (see `ListeningWindow`).
    public private(set) var listening = ListeningWindow()
    /// Blows heard, counted so the view can answer each with its own haptic, apart from the release's.
    public private(set) var blowsDetected = 0

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let prompts: PromptsModel
    /// The daily prompt last put up, so a new day replaces it but not a prompt the person chose.
    @ObservationIgnored private var shownDailyPrompt: Prompt?
    /// When the app last went to the background with words on the page (a clock that runs while the
    /// phone sleeps); nil in the foreground.
    @ObservationIgnored private var backgroundedAt: Duration?
    /// A clock that runs while the phone sleeps (`DandelionAppModel.continuousTime`).
    @ObservationIgnored private let awakeTime: @Sendable () -> Duration
    /// The touch now on the screen, followed to tell a long press and drag upward from a swipe.
    @ObservationIgnored private var releaseGesture = ReleaseGesture()

    /// A swipe must travel this far up (points) or this fast (points per second) to let go.
    public static let swipeDistance: Float = 90
    public static let swipeSpeed: Float = 500
    /// A swipe at this speed is a full-strength release.
    static let fullStrengthSwipeSpeed: Float = 2_000

    public init(store: DandelionStore, prompts: PromptsModel, awakeTime: @escaping @Sendable () -> Duration) {
        self.store = store
        self.awakeTime = awakeTime
        self.prompts = prompts
        if store.preferences.showsPrompts {
            prompt = prompts.dailyPrompt
            shownDailyPrompt = prompt
        }
    }

    public var text: String {
        get { session.text }
        set {
            // Typing again means not letting go yet: the microphone stops until the person is ready.
            if newValue != session.text { listening.close() }
            session.update(newValue)
        }
    }

    public var canRelease: Bool { !session.isEmpty && pendingRelease == nil }

    /// Whether blowing is possible now: there is something to let go, this screen is in front, and the
    /// person allowed the microphone and wants to blow. The view offers "ready to let go" then.
    public var canListen: Bool {
        store.preferences.listensForBlow && microphone == .granted && isActive && canRelease
    }

    /// Whether the microphone should be running now: only while the person is ready to let go
    /// (`readyToRelease`), so it is off while they write (and the battery is spared).
    public var shouldListen: Bool { canListen && listening.isOpen }

    /// The person is ready to let go: listen for a blow until they type, let go, leave, or stay quiet
    /// for `ListeningWindow.idleLimit`. Nothing happens when blowing is not possible.
    public func readyToRelease() {
        guard canListen else { return }
        listening.open(at: awakeTime())
    }

    /// The person changed their mind: stop listening, keep the words.
    public func notReadyToRelease() {
        listening.close()
        blowStrength = 0
    }

    /// The microphone button beside the page: ready to blow, or, tapped again, not any more.
    public func toggleReadyToRelease() {
        if listening.isOpen { notReadyToRelease() } else { readyToRelease() }
    }

    /// Whether to offer the microphone permission request (once, explained, never on launch).
    public var shouldOfferMicrophone: Bool { store.preferences.listensForBlow && microphone == .undetermined }

    /// The hint under the page.
    public var releaseHint: String {
        switch (store.preferences.listensForBlow, microphone) {
        case (true, .granted) where listening.isOpen: DandelionCopy[.writingHintListening]
        case (true, .granted): DandelionCopy[.writingHintReady]
        case (true, .denied): DandelionCopy[.writingHintDenied]
        default: DandelionCopy[.writingHintSwipe]
        }
    }

    public var sensitivity: BlowSensitivity { store.preferences.sensitivity }

    /// The detector's verdicts, delivered on the main actor by the audio adapter.
    public func handle(_ event: BlowEvent, strength: Float) {
        guard shouldListen else {
            blowStrength = 0
            return
        }
        blowStrength = strength
        listening.heard(strength, at: awakeTime())
        if case .began = event {
            blowsDetected += 1
            startRelease(.blow, strength: max(strength, 0.3), direction: PappusField.defaultDirection)
        }
    }

    /// The live strength between events (called at display rate while listening). After
    /// `ListeningWindow.idleLimit` of quiet the window closes, and with it the microphone.
    public func updateBlowStrength(_ strength: Float) {
        let now = awakeTime()
        listening.heard(strength, at: now)
        _ = listening.closeIfIdle(at: now)
        blowStrength = shouldListen ? strength : 0
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
        guard upward >= Self.swipeDistance || -velocity.y >= Self.swipeSpeed else { return false }
        releaseByHand(velocity: velocity, stillDirection: SIMD2(0, -1))
        return true
    }

    /// Each change of a drag anywhere on the screen, from touch-down at `start` on (points, y down, one
    /// space; `time` in seconds). `startedOnPage`: it went down on the text, whose editor has gestures too.
    public func dragChanged(from start: SIMD2<Float>, to location: SIMD2<Float>, time: Double, startedOnPage: Bool) {
        if !releaseGesture.isFollowing(touchDownAt: start) {
            releaseGesture.began(at: start, time: time, onText: startedOnPage)
        }
        releaseGesture.moved(to: location, time: time)
    }

    /// The drag lifted. A long press then a rise lets go by `ReleaseGesture`'s rules (`pageTop` is the page's
    /// top edge); any other drag is a swipe for `swipeEnded`, with the system's `velocity` as always.
    /// `pageScrolls` lays the text out, so it is asked only of a swipe that started on the page: every tap
    /// on the page ends here too.
    @discardableResult
    public func dragEnded(
        from start: SIMD2<Float>, at location: SIMD2<Float>, time: Double, velocity: SIMD2<Float>,
        startedOnPage: Bool, pageScrolls: @autoclosure () -> Bool, pageTop: Float
    ) -> Bool {
        // A lift never seen going down (none should be) is not judged on half a story.
        guard releaseGesture.isFollowing(touchDownAt: start) else { return false }
        switch releaseGesture.ended(at: location, time: time, pageTop: pageTop) {
        case .none:
            return false
        case .swipe(let duration):
            return swipeEnded(
                translation: location - start, velocity: velocity, duration: duration,
                startedOnPage: startedOnPage, pageScrolls: startedOnPage && pageScrolls()
            )
        case .lift(let translation, let liftVelocity):
            guard canRelease else { return false }
            let travel = (translation * translation).sum().squareRoot()
            releaseByHand(velocity: liftVelocity, stillDirection: translation / travel)
            return true
        }
    }

    /// A hand let go (a swipe, or a hold and lift): as hard as it was moving, where it was moving; a hand
    /// that lifted still sends the words `stillDirection`. Counted as a swipe in `UsageStats`.
    private func releaseByHand(velocity: SIMD2<Float>, stillDirection: SIMD2<Float>) {
        let speed = (velocity * velocity).sum().squareRoot()
        let strength = min(1, max(0.35, speed / Self.fullStrengthSwipeSpeed))
        let direction = speed > 1 ? velocity / speed : stillDirection
        startRelease(.swipe, strength: strength, direction: direction)
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

    /// Back in front: words kept in the background longer than the person allows are cleared before the
    /// page is uncovered; then, if no prompt is showing, today's.
    public func sceneDidBecomeActive() {
        clearIfKeptTooLong(at: awakeTime())
        backgroundedAt = nil
        isObscured = false
        isActive = true
        if store.preferences.showsPrompts && (prompt == nil || prompt == shownDailyPrompt) {
            prompt = prompts.dailyPrompt
            shownDailyPrompt = prompt
        }
    }

    /// The app left the foreground: the microphone stops and the page stays covered. The words stay in
    /// memory for `Preferences.pageKeeping` (a glance at a message should not cost them), or go at once
    /// if the person chose that.
    public func sceneDidEnterBackground() {
        let now = awakeTime()
        pendingRelease = nil
        blowStrength = 0
        isActive = false
        isObscured = true
        // A stay in the background that never came back to the front (the app switcher opened over it,
        // then left) is the same stay: its clock keeps running from when it began.
        backgroundedAt = backgroundedAt ?? now
        clearIfKeptTooLong(at: now)
    }

    /// Clears the page if it has been in the background for as long as the person allows. A suspended
    /// app runs no code, so this happens on the way back, before the page is uncovered.
    private func clearIfKeptTooLong(at now: Duration) {
        guard let since = backgroundedAt, now - since >= store.preferences.pageKeeping.limit else { return }
        session.clear()
    }

    /// The app is being terminated: nothing outlives the process, but the page is emptied first anyway.
    public func appWillTerminate() {
        session.clear()
        pendingRelease = nil
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
        listening.close()
        pendingRelease = ReleaseRequest(text: words, method: method, strength: strength, direction: direction)
        blowStrength = 0
        store.recordRelease(method)
        if store.preferences.showsPrompts { prompt = nil }
    }
}
