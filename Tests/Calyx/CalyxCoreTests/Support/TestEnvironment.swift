import CalyxCore
import ClientKit
import Foundation
import MediaTestSupport
import NIOConcurrencyHelpers

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

/// The phone's notification system as a test plays it: iOS answers the prompt as told, and the
/// APNs registrations asked for and the icon's badge are counted.
final class StandInNotifications: SystemNotifications {
    private let state = NIOLockedValueBox((permission: NotificationPermission.notDetermined, allows: true, prompts: 0, registrations: 0, badge: 0))

    var allows: Bool {
        get { state.withLockedValue { $0.allows } }
        set { state.withLockedValue { $0.allows = newValue } }
    }

    var prompts: Int { state.withLockedValue { $0.prompts } }
    var registrations: Int { state.withLockedValue { $0.registrations } }
    var badge: Int { state.withLockedValue { $0.badge } }

    func permission() async -> NotificationPermission { state.withLockedValue { $0.permission } }

    func requestPermission() async -> Bool {
        state.withLockedValue { state in
            // iOS asks once; later calls answer with the first answer.
            if state.permission == .notDetermined {
                state.prompts += 1
                state.permission = state.allows ? .allowed : .denied
            }
            return state.permission == .allowed
        }
    }

    @MainActor func registerForRemoteNotifications() { state.withLockedValue { $0.registrations += 1 } }

    func setBadgeCount(_ count: Int) async { state.withLockedValue { $0.badge = count } }
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
