import ClientKit
import Foundation
import GifterAPI
import Observation

/// The root (§1.1, §12.1): the splash until the session and the person are known, then Welcome when
/// signed out, Onboarding when the taste quiz was never answered (or skipped), else the tabs. The
/// splash never sticks: after `splashLimit` it goes on with what it has (signed in: the tabs).
@MainActor @Observable
public final class GifterAppModel {
    public enum Route: Equatable, Sendable {
        case splash, welcome, onboarding, main
    }

    /// §2.1's caption under the breathing bow.
    public static let splashCaption = "Thinking of the perfect gift…"
    public static let splashLimit = Duration.seconds(4)

    public private(set) var route = Route.splash
    public private(set) var user: Components.Schemas.User?

    public let client: GifterClient
    private let sleep: @Sendable (Duration) async throws -> Void
    @ObservationIgnored private var watchingSession: Task<Void, Never>?

    public init(client: GifterClient, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.client = client
        self.sleep = sleep
    }

    /// At launch: the Keychain's session, then who the person is, within the splash's limit.
    public func start() async {
        try? await client.session.restore()
        watchSession()
        guard await client.session.state == .signedIn else {
            route = .welcome
            return
        }
        let api = client.api
        let sleep = sleep
        // Whichever comes first: the person, or the limit (an unreachable or silent server).
        let found: Components.Schemas.User? = await withTaskGroup(of: Components.Schemas.User?.self) { group in
            group.addTask { try? await api.getUser().ok.body.json }
            group.addTask {
                try? await sleep(Self.splashLimit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard await client.session.state == .signedIn else {
            route = .welcome
            return
        }
        user = found
        // Without an answer, a signed-in person goes home (the screens show what they can and retry).
        route = (found?.onboarded == false) ? .onboarding : .main
    }

    /// Sign up or log in finished (§2.3: "Route → OnboardingIntroView" the first time).
    public func authenticated(as user: Components.Schemas.User) {
        self.user = user
        route = user.onboarded ? .main : .onboarding
    }

    /// The taste quiz was answered or skipped.
    public func onboardingFinished() {
        route = .main
    }

    public func signOut() async {
        await client.signOut()
    }

    /// Signing out, or the server ending the session, returns to Welcome.
    private func watchSession() {
        watchingSession?.cancel()
        let session = client.session
        watchingSession = Task { [weak self] in
            for await state in await session.states() where state == .signedOut {
                guard let self, self.route != .splash else { continue }
                self.user = nil
                self.route = .welcome
            }
        }
    }
}
