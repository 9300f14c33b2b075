import AVFoundation
import DandelionCore
import Foundation

/// The microphone, on only while the person is ready to let go: owns the audio engine and session, feeds the
/// input to a `BlowDetector` on the audio thread, and reports blows to the main actor as they happen.
@MainActor
final class BlowListener {
    /// A blow began or ended, delivered on the main actor only when one happens.
    var onEvent: (BlowEvent, Float) -> Void = { _, _ in }
    /// Asked after an interruption or a route change: the page may have emptied in the meantime.
    var shouldResume: () -> Bool = { false }
    /// The microphone's state after a restart the listener made on its own (after a call, say).
    var onAccessChange: (MicrophoneAccess) -> Void = { _ in }

    private(set) var isRunning = false
    private var engine: AVAudioEngine?
    private var tap: BlowTap?
    private var sensitivity = BlowSensitivity.medium
    /// The observers and the hold on the audio session, let go of when the listener goes, stopped or not.
    private let resources = ListenerResources()

    /// Live breath strength for the display-rate pump; 0 when not listening.
    var strength: Float { tap?.strength ?? 0 }

    /// The permission as it stands, without asking.
    static var access: MicrophoneAccess {
        switch AVAudioApplication.shared.recordPermission {
        case .granted: .granted
        case .denied: .denied
        case .undetermined: .undetermined
        @unknown default: .undetermined
        }
    }

    /// Shows the system prompt (once; afterwards it answers at once).
    static func requestAccess() async -> MicrophoneAccess {
        await AVAudioApplication.requestRecordPermission() ? .granted : .denied
    }

    /// Starts listening; `.unavailable` when there is no input or the engine cannot start (a call, another app).
    @discardableResult
    func start(sensitivity: BlowSensitivity) -> MicrophoneAccess {
        self.sensitivity = sensitivity
        let access = Self.access
        guard access == .granted else { return access }
        guard !isRunning else { return .granted }
        observeAudioSession()
        let session = AVAudioSession.sharedInstance()
        do {
            try Self.configure(session)
            try session.setActive(true)
            resources.holdsSession = true
            guard session.isInputAvailable else {
                resources.releaseSession()
                return .unavailable
            }
            let engine = AVAudioEngine()
            let input = engine.inputNode
            // The hardware's own format: the detector takes its sample rate, and the tap reads channel 0.
            let format = input.outputFormat(forBus: 0)
            let detector = try BlowDetector(sampleRate: format.sampleRate, sensitivity: sensitivity)
            let tap = BlowTap(detector: detector, deliver: Self.delivery(to: self))
            self.engine = engine
            Self.installTap(on: input, format: format, tap: tap)
            self.tap = tap
            engine.prepare()
            try engine.start()
            isRunning = true
            return .granted
        } catch {
            teardown()
            resources.releaseSession()
            return .unavailable
        }
    }

    /// Stops listening for good (until the next `start`): the engine, the session and the observers
    /// go. An interruption only tears the engine down and keeps observing, to resume when it ends.
    func stop() {
        stopObservingAudioSession()
        // Let music that was ducked or paused by our session come back (also after an interruption
        // that already took the engine).
        defer { resources.releaseSession() }
        guard engine != nil else { return }
        teardown()
    }

    private func teardown() {
        if let engine {
            if tap != nil { engine.inputNode.removeTap(onBus: 0) }
            engine.stop()
        }
        engine = nil
        tap = nil
        isRunning = false
    }

    private func deliver(_ event: BlowEvent, strength: Float) {
        guard isRunning else { return }
        onEvent(event, strength)
    }

    // MARK: Interruptions and route changes

    private func observeAudioSession() {
        guard resources.observers.isEmpty else { return }
        let center = NotificationCenter.default
        resources.observers.append(
            center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { [weak self] note in
                let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt
                let began = raw.flatMap(AVAudioSession.InterruptionType.init(rawValue:)) == .began
                guard let self else { return }
                MainActor.assumeIsolated { self.interrupted(began: began) }
            })
        resources.observers.append(
            center.addObserver(forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main) { [weak self] note in
                let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt
                let reason = raw.flatMap(AVAudioSession.RouteChangeReason.init(rawValue:))
                // Only a device coming or going; our own category and preferred-input changes must not loop.
                guard let self, reason == .newDeviceAvailable || reason == .oldDeviceUnavailable else { return }
                MainActor.assumeIsolated { self.restart() }
            })
        resources.observers.append(
            center.addObserver(forName: .AVAudioEngineConfigurationChange, object: nil, queue: .main) { [weak self] note in
                let source = (note.object as AnyObject?).map { ObjectIdentifier($0) }
                guard let self else { return }
                MainActor.assumeIsolated { self.engineConfigurationChanged(source: source) }
            })
    }

    private func stopObservingAudioSession() {
        resources.removeObservers()
    }

    private func interrupted(began: Bool) {
        // The system has already stopped the engine when an interruption begins.
        if began { teardown() } else { resume() }
    }

    private func engineConfigurationChanged(source: ObjectIdentifier?) {
        // The engine stops itself when the hardware format changes; rebuild it for the new sample rate.
        guard let engine, source == ObjectIdentifier(engine), !engine.isRunning else { return }
        restart()
    }

    private func restart() {
        guard isRunning else { return }
        teardown()
        resume()
    }

    private func resume() {
        guard !isRunning, shouldResume() else { return }
        onAccessChange(start(sensitivity: sensitivity))
    }

    // MARK: Built outside the main actor

    /// Record with no system processing (measurement mode: no automatic gain, which would flatten a breath),
    /// mixing with anyone's music and keeping it on the speaker; plain `.record` if that combination is refused.
    nonisolated private static func configure(_ session: AVAudioSession) throws {
        do {
            try session.setCategory(
                .playAndRecord, mode: .measurement, options: [.mixWithOthers, .defaultToSpeaker, .allowBluetoothA2DP])
        } catch {
            try session.setCategory(.record, mode: .measurement, options: [])
        }
        // The detector takes 16–48 kHz; ask for 48 kHz in case an external input would run faster.
        try? session.setPreferredSampleRate(48_000)
        // People blow on the phone, not on a headset microphone.
        if let builtIn = session.availableInputs?.first(where: { $0.portType == .builtInMic }) {
            try? session.setPreferredInput(builtIn)
        }
    }

    /// The tap block must not inherit main-actor isolation (Swift 6 would trap on the audio thread), so it is
    /// formed here, outside the actor; it only hands the buffer to the detector.
    nonisolated private static func installTap(on input: AVAudioInputNode, format: AVAudioFormat, tap: BlowTap) {
        input.installTap(onBus: 0, bufferSize: 1_024, format: format) { buffer, _ in
            tap.process(buffer)
        }
    }

    /// Hops to the main actor only when an event occurs, never per buffer.
    nonisolated private static func delivery(to listener: BlowListener) -> @Sendable (BlowEvent, Float) -> Void {
        { [weak listener] event, strength in
            guard let listener else { return }
            Task { @MainActor in listener.deliver(event, strength: strength) }
        }
    }
}

/// What must not outlive a `BlowListener`: its notification observers and its hold on the audio session.
/// A class of its own because the listener's deinit cannot touch its main-actor state; this one's deinit
/// runs wherever the listener is released, and both removals are safe on any thread.
private final class ListenerResources {
    var observers: [any NSObjectProtocol] = []
    /// The listener made the audio session active and has not let go of it.
    var holdsSession = false

    func removeObservers() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    func releaseSession() {
        guard holdsSession else { return }
        holdsSession = false
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }

    deinit {
        removeObservers()
        releaseSession()
    }
}
