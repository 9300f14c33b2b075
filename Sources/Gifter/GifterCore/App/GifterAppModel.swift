import ClientKit
import Foundation
import GifterAPI
import Observation

/// The root (§1.1, §12.1): the splash until the session, the person and the first Home are known,
/// then Welcome when signed out, Onboarding when the taste quiz was never answered (or skipped), else
/// the tabs. The splash never sticks: after `splashLimit` it goes on with what it has (signed in: the
/// tabs, whose screens show what the phone kept and retry). Links wait for the tabs if they come early.
@MainActor @Observable
public final class GifterAppModel {
    public enum Route: Equatable, Sendable {
        case splash, welcome, onboarding, main
    }

    /// §2.1's caption under the breathing bow.
    public static var splashCaption: String { GifterCopy[.splashCaption] }
    public static let splashLimit = Duration.seconds(4)

    public private(set) var route = Route.splash
    public private(set) var user: Components.Schemas.User?
    /// The Home screen's model, loaded during the splash so Home opens filled.
    public private(set) var home: HomeModel?
    public let tabs = MainTabsModel()
    /// A reset link opened: the screen to choose a new password, over whatever shows.
    public var passwordReset: PasswordResetModel?

    public let environment: GifterEnvironment
    public var client: GifterClient { environment.client }
    private let sleep: @Sendable (Duration) async throws -> Void
    private let timeZone: @Sendable () -> TimeZone
    private var pendingLink: GifterDeepLink?
    @ObservationIgnored private var watchingSession: Task<Void, Never>?

    /// `timeZone`: the phone's, which the server needs for "This month", countdowns and 09:00 reminders.
    public init(
        environment: GifterEnvironment, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) },
        timeZone: @escaping @Sendable () -> TimeZone = { TimeZone.autoupdatingCurrent }
    ) {
        self.environment = environment
        self.sleep = sleep
        self.timeZone = timeZone
    }

    /// At launch: the Keychain's session, then who the person is and their Home, within the splash's limit.
    public func start() async {
        try? await client.session.restore()
        watchSession()
        guard await client.session.state == .signedIn else {
            route = .welcome
            return
        }
        let home = makeHome()
        let found = await firstAnswers(home: home)
        guard await client.session.state == .signedIn else {
            route = .welcome
            return
        }
        user = found
        // Without an answer, a signed-in person goes home (the screens show what they can and retry).
        arrive(at: (found?.onboarded == false) ? .onboarding : .main)
        await settle()
    }

    /// After arriving: the phone's time zone to the server if it moved, queued saves sent, reminders planned.
    private func settle() async {
        let zone = timeZone().identifier
        if let user, user.timeZone != zone,
           case .ok(let ok)? = try? await client.api.updateUser(body: .json(.init(timeZone: zone))), let updated = try? ok.body.json {
            self.user = updated
        }
        await environment.sync.flush()
        // The person was just read: their settings need not be asked for again.
        await environment.reminders?.reschedule(settings: user?.reminders)
    }

    /// iOS handed the app its push token (at every launch): the server's reminders come here.
    public func didReceivePushToken(_ token: Data, development: Bool) async {
        guard await client.session.state == .signedIn else { return }
        if await environment.push.register(token, development: development, client: client) {
            // The server reminds now: the phone's own reminders stand aside.
            await environment.reminders?.reschedule()
        }
    }

    /// Sign up, log in or a password reset finished (§2.3: "Route → OnboardingIntroView" the first time).
    public func authenticated(as user: Components.Schemas.User) {
        self.user = user
        passwordReset = nil
        _ = makeHome()
        arrive(at: user.onboarded ? .main : .onboarding)
        Task { await settle() }
    }

    /// The taste quiz was answered or skipped.
    public func onboardingFinished() {
        arrive(at: .main)
    }

    /// A link or a notification's tap: its tab and screen once the tabs show; a reset link at once.
    public func open(_ link: GifterDeepLink) {
        if case .resetPassword(let token) = link {
            passwordReset = PasswordResetModel(token: token, client: client)
            return
        }
        if route == .main { tabs.open(link) } else { pendingLink = link }
    }

    /// Back from no connection: what was saved offline is sent.
    public func becameActive() async {
        guard route == .main || route == .onboarding else { return }
        await environment.sync.flush()
        await environment.reminders?.reschedule()
    }

    public func signOut() async {
        // A signed-out phone must not keep receiving this person's reminders.
        await environment.push.unregister(client: client)
        await client.signOut()
    }

    private func arrive(at route: Route) {
        self.route = route
        if route == .main, let link = pendingLink {
            pendingLink = nil
            tabs.open(link)
        }
    }

    private func makeHome() -> HomeModel {
        let home = HomeModel(client: client, store: environment.store)
        self.home = home
        return home
    }

    private enum Answer: Sendable {
        case user(Components.Schemas.User?)
        case home
        case limit
    }

    /// The person and the first Home, or whatever of them came before the limit.
    private func firstAnswers(home: HomeModel) async -> Components.Schemas.User? {
        let api = client.api
        let sleep = sleep
        return await withTaskGroup(of: Answer.self) { group in
            group.addTask { .user(try? await api.getUser().ok.body.json) }
            group.addTask {
                await home.load()
                return .home
            }
            group.addTask {
                try? await sleep(Self.splashLimit)
                return .limit
            }
            var user: Components.Schemas.User?
            var waiting = 2
            for await answer in group {
                switch answer {
                case .user(let found):
                    user = found
                    waiting -= 1
                case .home:
                    waiting -= 1
                case .limit:
                    waiting = 0
                }
                if waiting == 0 { break }
            }
            group.cancelAll()
            return user
        }
    }

    /// Signing out, or the server ending the session, forgets the person's things and returns to Welcome.
    private func watchSession() {
        watchingSession?.cancel()
        let session = client.session
        watchingSession = Task { [weak self] in
            for await state in await session.states() where state == .signedOut {
                guard let self, self.route != .splash else { continue }
                self.user = nil
                self.home = nil
                try? self.environment.store.clear()
                // No one's reminders on a signed-out phone.
                Task { await self.environment.reminders?.reschedule() }
                self.tabs.paths = [:]
                self.tabs.selected = .home
                self.route = .welcome
            }
        }
    }
}
