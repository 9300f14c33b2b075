// AVFoundation (AVFAudio): the audio engine, its input node, taps on a node's output, formats, PCM buffers.
// Mirrors https://developer.apple.com/documentation/avfaudio/avaudioengine,
// .../avfaudio/avaudionode (installTap(onBus:bufferSize:format:block:), removeTap(onBus:), outputFormat(forBus:)),
// .../avfaudio/avaudionodetapblock, .../avfaudio/avaudiopcmbuffer, .../avfaudio/avaudioformat
//
// AVAudioNodeTapBlock is NOT @Sendable in the iOS 26 SDK (Apple documents it as
// `(AVAudioPCMBuffer, AVAudioTime) -> Void`; the @Sendable tap, installAudioTap(onBus:…tapProvider:), is iOS 27).
// No class here is declared Sendable: Apple's pages do not say so, and leaving it out is the stricter choice.

import Foundation

/// `typedef uint32_t AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32

/// `typedef NSUInteger AVAudioNodeBus` (imported as Int).
public typealias AVAudioNodeBus = Int

public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

@available(iOS 8.0, *)
open class AVAudioEngine : NSObject {
    public override init() { fatalError() }

    open var inputNode: AVAudioInputNode { fatalError() }
    open var isRunning: Bool { fatalError() }

    open func prepare() { fatalError() }
    open func start() throws { fatalError() }
    open func stop() { fatalError() }
}

extension NSNotification.Name {
    /// Posted when the engine's I/O unit changes its configuration (the engine has stopped itself); the
    /// object is the engine.
    @available(iOS 8.0, *)
    public static let AVAudioEngineConfigurationChange: NSNotification.Name = NSNotification.Name("AVAudioEngineConfigurationChangeNotification")
}

@available(iOS 8.0, *)
open class AVAudioNode : NSObject {
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { fatalError() }
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) { fatalError() }
    open func removeTap(onBus bus: AVAudioNodeBus) { fatalError() }
}

@available(iOS 8.0, *)
open class AVAudioIONode : AVAudioNode {}

/// Apple's also conforms to AVAudioMixing, which the view code does not use (left out).
@available(iOS 8.0, *)
open class AVAudioInputNode : AVAudioIONode {}

@available(iOS 8.0, *)
open class AVAudioFormat : NSObject {
    open var sampleRate: Double { fatalError() }
}

@available(iOS 8.0, *)
open class AVAudioBuffer : NSObject {}

@available(iOS 8.0, *)
open class AVAudioPCMBuffer : AVAudioBuffer {
    open var frameLength: AVAudioFrameCount { get { fatalError() } set { fatalError() } }
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { fatalError() }
    open var stride: Int { fatalError() }
}

@available(iOS 8.0, *)
open class AVAudioTime : NSObject {}
