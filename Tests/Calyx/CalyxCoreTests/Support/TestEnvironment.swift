import CalyxCore
import ClientKit
import Foundation
import MediaTestSupport
import NIOConcurrencyHelpers
import PushTestSupport

/// Face ID that answers as the test says, counting how often it was asked.
final class StandInBiometrics: BiometricAuthenticating {
    private let state = NIOLockedValueBox((method: Optional("Face ID"), succeeds: true, asked: 0))

    var succeeds: Bool {
        get { state.withLockedValue { $0.succeeds } }
        set { state.withLockedValue { $0.succeeds = newValue } }
    }

    var asked: Int { state.withLockedValue { $0.asked } }

    func availableMethod() async -> String? { state.withLockedValue { $0.method } }

    func authenticate(reason: String) async -> Bool {
        state.withLockedValue { state in
            state.asked += 1
            return state.succeeds
        }
    }
}

/// A sheet nobody uses: the tests that need sign-in sheets build their own.
struct NoBrowser: WebAuthenticating {
    func authenticate(at url: URL, callbackScheme: String) async throws -> URL { throw SignInError.cancelled }
}

struct NoApple: AppleAuthorizing {
    func authorize(hashedNonce: String) async throws -> AppleAuthorization { throw SignInError.cancelled }
}

extension CalyxWorld {
    /// The environment a phone's app builds at launch, for `client`, with a store in memory.
    func environment(
        _ client: CalyxClient, biometrics: StandInBiometrics = StandInBiometrics(), apple: any AppleAuthorizing = NoApple(),
        notifications: StandInNotifications? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> CalyxEnvironment {
        CalyxEnvironment(
            client: client, store: try CalyxStore.inMemory(), images: nil, shareLinks: ShareLinks(serverURL: url),
            apple: apple, browser: NoBrowser(), google: nil, facebook: nil, biometrics: biometrics,
            photoDownscaler: VipsUploadDownscaler(), notifications: notifications, pushIsDevelopment: true, now: now
        )
    }
}
