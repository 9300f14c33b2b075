// AVFoundation (AVFAudio): the audio session — category, mode and options, activation, the preferred
// sample rate and input, and the interruption and route-change notifications with their keys.
// Mirrors https://developer.apple.com/documentation/avfaudio/avaudiosession and
// https://developer.apple.com/documentation/avfaudio/avaudiosessionportdescription
// (AVFoundation re-exports AVFAudio, so `import AVFoundation` sees all of this.)
//
// Not declared Sendable: nothing Apple publishes says AVAudioSession or its port descriptions are, and
// leaving it out is the stricter choice.

// The framework's clang module (`export *`) re-exports what its headers import, Foundation among them.
@_exported import Foundation

@available(iOS 3.0, *)
open class AVAudioSession : NSObject {
    /// Use `sharedInstance()`. Whether Apple marks `init` unavailable could not be checked; it is made
    /// unavailable here, the stricter choice (the view code never constructs a session).
    @available(*, unavailable)
    public override init() { fatalError() }

    open class func sharedInstance() -> AVAudioSession { fatalError() }

    // MARK: Category, mode and options

    @available(iOS 3.0, *)
    open func setCategory(_ category: AVAudioSession.Category) throws { fatalError() }

    @available(iOS 6.0, *)
    open func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []) throws { fatalError() }

    @available(iOS 10.0, *)
    open func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions = []) throws { fatalError() }

    // MARK: Activation

    open func setActive(_ active: Bool) throws { fatalError() }

    @available(iOS 6.0, *)
    open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws { fatalError() }

    // MARK: Hardware preferences and inputs

    @available(iOS 6.0, *)
    open func setPreferredSampleRate(_ sampleRate: Double) throws { fatalError() }

    @available(iOS 7.0, *)
    open func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws { fatalError() }

    @available(iOS 7.0, *)
    open var availableInputs: [AVAudioSessionPortDescription]? { fatalError() }

    @available(iOS 6.0, *)
    open var isInputAvailable: Bool { fatalError() }

    // MARK: Notifications

    @available(iOS 6.0, *)
    public static let interruptionNotification: NSNotification.Name = NSNotification.Name("AVAudioSessionInterruptionNotification")

    @available(iOS 6.0, *)
    public static let routeChangeNotification: NSNotification.Name = NSNotification.Name("AVAudioSessionRouteChangeNotification")
}

extension AVAudioSession {
    /// NS_STRING_ENUM `AVAudioSessionCategory`.
    public struct Category : Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 3.0, *)
        public static let record: AVAudioSession.Category = AVAudioSession.Category(rawValue: "AVAudioSessionCategoryRecord")
        @available(iOS 3.0, *)
        public static let playAndRecord: AVAudioSession.Category = AVAudioSession.Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// NS_STRING_ENUM `AVAudioSessionMode`.
    public struct Mode : Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 5.0, *)
        public static let measurement: AVAudioSession.Mode = AVAudioSession.Mode(rawValue: "AVAudioSessionModeMeasurement")
    }

    /// NS_STRING_ENUM `AVAudioSessionPort`.
    public struct Port : Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 6.0, *)
        public static let builtInMic: AVAudioSession.Port = AVAudioSession.Port(rawValue: "MicrophoneBuiltIn")
    }

    /// NS_OPTIONS(NSUInteger, AVAudioSessionCategoryOptions).
    public struct CategoryOptions : OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var mixWithOthers: AVAudioSession.CategoryOptions { CategoryOptions(rawValue: 0x1) }
        public static var defaultToSpeaker: AVAudioSession.CategoryOptions { CategoryOptions(rawValue: 0x8) }
        @available(iOS 10.0, *)
        public static var allowBluetoothA2DP: AVAudioSession.CategoryOptions { CategoryOptions(rawValue: 0x20) }
    }

    /// NS_OPTIONS(NSUInteger, AVAudioSessionSetActiveOptions).
    public struct SetActiveOptions : OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var notifyOthersOnDeactivation: AVAudioSession.SetActiveOptions { SetActiveOptions(rawValue: 1) }
    }

    /// NS_ENUM(NSUInteger, AVAudioSessionInterruptionType).
    public enum InterruptionType : UInt, @unchecked Sendable {
        case began = 1
        case ended = 0
    }

    /// NS_ENUM(NSUInteger, AVAudioSessionRouteChangeReason).
    public enum RouteChangeReason : UInt, @unchecked Sendable {
        case unknown = 0
        case newDeviceAvailable = 1
        case oldDeviceUnavailable = 2
        case categoryChange = 3
        case override = 4
        case wakeFromSleep = 6
        case noSuitableRouteForCategory = 7
        @available(iOS 7.0, *)
        case routeConfigurationChange = 8
    }
}

/// A port (microphone, headphones…) of the current route or of `availableInputs`.
@available(iOS 6.0, *)
open class AVAudioSessionPortDescription : NSObject {
    open var portType: AVAudioSession.Port { fatalError() }
}

/// userInfo key of `AVAudioSession.interruptionNotification`: an NSNumber holding an `InterruptionType` raw value.
@available(iOS 6.0, *)
public let AVAudioSessionInterruptionTypeKey: String = "AVAudioSessionInterruptionTypeKey"

/// userInfo key of `AVAudioSession.routeChangeNotification`: an NSNumber holding a `RouteChangeReason` raw value.
@available(iOS 6.0, *)
public let AVAudioSessionRouteChangeReasonKey: String = "AVAudioSessionRouteChangeReasonKey"
