// AVFoundation (AVFAudio): the app's record permission (iOS 17+, replacing AVAudioSession's).
// Mirrors https://developer.apple.com/documentation/avfaudio/avaudioapplication,
// .../avaudioapplication/recordpermission-swift.property and
// .../avaudioapplication/requestrecordpermission(completionhandler:)

import Foundation

@available(iOS 17.0, *)
open class AVAudioApplication : NSObject {
    /// Use `shared` (Apple's `init` is not meant to be called; unavailable here, the stricter choice).
    @available(*, unavailable)
    public override init() { fatalError() }

    open class var shared: AVAudioApplication { fatalError() }

    open var recordPermission: AVAudioApplication.recordPermission { fatalError() }

    /// The completion handler is `@Sendable` in the SDK (it may run on any thread).
    open class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) { fatalError() }

    /// The async form Swift imports from the completion-handler method.
    open class func requestRecordPermission() async -> Bool { fatalError() }
}

extension AVAudioApplication {
    /// NS_ENUM(NSInteger, AVAudioApplicationRecordPermission), imported under this lowercase name
    /// (`AVAudioApplication.recordPermission`). Raw values are the four-character codes 'undt', 'deny', 'grnt'.
    @available(iOS 17.0, *)
    public enum recordPermission : Int, @unchecked Sendable {
        case undetermined = 1970168948
        case denied = 1684369017
        case granted = 1735552628
    }
}
