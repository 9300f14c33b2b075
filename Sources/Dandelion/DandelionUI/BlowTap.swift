import AVFoundation
import DandelionCore
import os

/// The audio-thread half of listening: runs the detector on every buffer, in place, and publishes the live
/// strength behind a lock the display reads. `@unchecked Sendable` because the detector is only ever touched
/// from the engine's tap block, which AVAudioEngine calls serially on its render thread.
final class BlowTap: @unchecked Sendable {
    private let detector: BlowDetector
    /// Called on the audio thread only when the verdict changes (rare), so its hop to the main actor is cheap.
    private let deliver: @Sendable (BlowEvent, Float) -> Void
    private let liveStrength = OSAllocatedUnfairLock<Float>(initialState: 0)

    init(detector: BlowDetector, deliver: @escaping @Sendable (BlowEvent, Float) -> Void) {
        self.detector = detector
        self.deliver = deliver
    }

    /// How hard someone is blowing now, 0…1 (read at display rate from the main thread).
    var strength: Float { liveStrength.withLock { $0 } }

    /// One tap buffer: channel 0 only, so a stereo or multi-mic input is analysed as the mono stream the detector expects.
    func process(_ buffer: AVAudioPCMBuffer) {
        // The input node delivers deinterleaved Float32; anything else is skipped rather than misread.
        guard let channels = buffer.floatChannelData, buffer.stride == 1, buffer.frameLength > 0 else { return }
        let samples = UnsafeBufferPointer(start: channels[0], count: Int(buffer.frameLength))
        detector.process(samples) { event in
            deliver(event, detector.strength)
        }
        let strength = detector.strength
        liveStrength.withLock { $0 = strength }
    }
}
