import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The root of the app: which screen comes first (Welcome, the profile step, the tutorial, the lock,
/// or the four tabs), the tabs' models, and what happens on the way in and out: the session restored
/// at launch, the queue flushed when the app comes back, the lock asked for after time away, a link
/// opened (kept through sign-in, the profile step and the lock when it came before them), and
/// everything of the person's forgotten on sign-out (or when the server ends the session).
@MainActor @Observable
public final class CalyxAppModel {
    public enum Route: Equatable, Sendable {
        case launching, welcome, setup, onboarding, locked, main
    }

    /// After this long in the background, an enabled lock asks again.
    public static let lockGrace: TimeInterval = 60

    public private(set) var route = Route.launching
    public private(set) var welcome: WelcomeModel
    /// The profile step after a first sign-in (username, name, photo, about).
    public private(set) var setup: ProfileSetupModel?
    /// The tutorial, after the profile step.
    public private(set) var onboarding: OnboardingModel?
    /// A page a link asked for before the tabs could show it.
    public private(set) var pendingPage: CalyxPage?
    public private(set) var main: MainTabsModel?
    /// Whether Face ID / Touch ID guards the app on return (a device setting, off by default).
    public private(set) var isLockEnabled = false
    public private(set) var biometricMethod: String?

    @ObservationIgnored public let environment: CalyxEnvironment
    @ObservationIgnored private var backgroundedAt: Date?
    @ObservationIgnored private var watchingSession: Task<Void, Never>?

    private static let lockKey = "device:lock-enabled"

    public init(environment: CalyxEnvironment) {
        self.environment = environment
        welcome = Self.makeWelcome(environment)
        isLockEnabled = environment.store.snapshots.load(Bool.self, Self.lockKey) ?? false
    }

    /// At launch: the session from the Keychain, then Home (from the phone's copy, offline too), the
    /// username step if it was left unfinished, or Welcome.
    public func start() async {
        let session = environment.client.session
        try? await session.restore()
        biometricMethod = await environment.biometrics.availableMethod()
        watchSession()
        guard await session.state == .signedIn else {
            route = .welcome
            return
        }
        if isLockEnabled, biometricMethod != nil {
            route = .locked
            return
        }
        await enterSignedIn()
    }

    /// The Welcome screen finished: a first sign-in goes to the profile step.
    public func welcomeFinished() async {
        guard let signedIn = welcome.signedIn else { return }
        if signedIn.needsUsername {
            startSetup(signedIn.account)
        } else {
            showMain()
        }
    }

    /// The profile step saved: the tutorial, once.
    public func setupFinished() {
        guard setup?.account != nil else { return }
        setup = nil
        onboarding = OnboardingModel()
        route = .onboarding
    }

    /// The tutorial skipped or finished ("Explore Flowers"): the Catalog, unless a link waits.
    public func onboardingFinished() {
        guard route == .onboarding else { return }
        onboarding = nil
        let linkWaits = pendingPage != nil
        showMain()
        if !linkWaits { main?.tab = .catalog }
    }

    /// A universal link or the app's scheme (`onOpenURL`), from a cold start too. Signed in, the
    /// selected tab opens it; otherwise it waits for sign-in (and the profile step, or the lock).
    /// Returns false for a link that is not a page of ours.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let page = environment.links.page(for: url) else { return false }
        open(page)
        return true
    }

    /// The app delegate's APNs token: registered for the person signed in.
    public func didReceivePushToken(_ token: Data) async {
        await main?.push.didReceiveToken(token)
    }

    /// A push was tapped (from a cold start too): its page opens once the tabs can show it.
    public func openedPush(_ payload: [String: String]) async {
        let page = if let main { await main.push.opened(push: payload) } else { PushModel.page(forPush: payload) }
        if let page { open(page) }
    }

    public func open(_ page: CalyxPage) {
        if route == .main, let main {
            main.open(page)
        } else {
            pendingPage = page
        }
    }

    public func signOut() async {
        // While the session lasts: the server forgets this phone's token, so no one's pushes reach it.
        await main?.push.signingOut()
        await environment.client.signOut()
        // The session's end (observed) forgets the rest.
    }

    // MARK: The lock

    public func setLockEnabled(_ enabled: Bool) async {
        if enabled {
            // Turning it on proves the person can unlock, so they cannot lock themselves out.
            guard biometricMethod != nil, await environment.biometrics.authenticate(reason: "Turn on \(biometricMethod ?? "the lock") for Calyx") else { return }
        }
        isLockEnabled = enabled
        try? environment.store.snapshots.save(enabled, as: Self.lockKey)
    }

    public func unlock() async {
        guard route == .locked else { return }
        if await environment.biometrics.authenticate(reason: "Unlock Calyx") { await enterSignedIn() }
    }

    public func didEnterBackground() {
        backgroundedAt = environment.now()
    }

    /// Back from the background: the lock if it has been a while; otherwise send what waited.
    public func willEnterForeground() async {
        defer { backgroundedAt = nil }
        guard route == .main else { return }
        if isLockEnabled, biometricMethod != nil, let away = backgroundedAt, environment.now().timeIntervalSince(away) >= Self.lockGrace {
            route = .locked
            return
        }
        await environment.sync.flush()
    }

    // MARK: Helpers

    /// The tabs at once, from the phone's copy; the network comes after, never before the first frame.
    private func enterSignedIn() async {
        showMain()
        // A username left unchosen (the app closed on that step) comes back to it.
        if case .ok(let ok)? = try? await environment.client.api.getProfile(), let account = try? ok.body.json, account.username == nil {
            startSetup(account)
            return
        }
        await environment.sync.flush()
    }

    private func startSetup(_ account: Components.Schemas.Account) {
        setup = ProfileSetupModel(account: account, client: environment.client, downscaler: environment.photoDownscaler)
        route = .setup
    }

    private func showMain() {
        if main == nil {
            let main = MainTabsModel(environment: environment)
            self.main = main
            Task { await main.push.start() }
        }
        route = .main
        if let page = pendingPage {
            pendingPage = nil
            main?.open(page)
        }
    }

    /// Signing out here, or the server ending the session (a refresh refused), forgets the person's
    /// things on this phone and returns to Welcome.
    private func watchSession() {
        watchingSession?.cancel()
        let states = environment.client.session
        watchingSession = Task { [weak self] in
            for await state in await states.states() where state == .signedOut {
                guard let self else { return }
                self.forgetPerson()
            }
        }
    }

    private func forgetPerson() {
        guard route != .welcome, route != .launching else { return }
        main?.push.stop()
        try? environment.store.clear()
        try? environment.store.snapshots.save(isLockEnabled, as: Self.lockKey)
        main = nil
        setup = nil
        onboarding = nil
        pendingPage = nil
        welcome = Self.makeWelcome(environment)
        route = .welcome
    }

    private static func makeWelcome(_ environment: CalyxEnvironment) -> WelcomeModel {
        WelcomeModel(
            client: environment.client, apple: environment.apple, browser: environment.browser, google: environment.google,
            facebook: environment.facebook, site: environment.shareLinks.site
        )
    }
}
