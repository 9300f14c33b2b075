import ClientKit
import Foundation
import Observation

/// The root: signed in or not, paired or not, and one model per screen. Partner events reach every
/// screen through here, so there is one socket for the whole app.
@MainActor @Observable
public final class CouplesAppModel {
    public enum Route: Equatable, Sendable {
        case launching, signIn, pairing, flower
    }

    public internal(set) var route: Route = .launching
    public let main: MainFlowerModel
    public let care: FlowerCareModel
    public let garden: GardenModel
    public let unlock: UnlockModel
    /// Every flower's drawing, for every screen.
    public let figures: FlowerFigures
    /// A flower a streak unlocked, told once.
    public let announcements: UnlockAnnouncementModel
    public let pairing: PairingModel
    public let settings: SettingsModel
    public let days: DaysModel
    /// An invite link opened before it could be followed (launching, signed out): kept until signed in.
    public internal(set) var pendingInviteLink: String?
    /// Said when an opened link cannot be followed (already paired, not an invite); the view clears it.
    public var linkNotice: String?

    @ObservationIgnored public let environment: CouplesEnvironment
    /// iOS's notifications (the permission, APNs registration); nil in previews.
    @ObservationIgnored let notifications: (any SystemNotifications)?
    @ObservationIgnored var isAskingForNotifications = false
    @ObservationIgnored var didRegisterForPushes = false
    @ObservationIgnored private var listening: Task<Void, Never>?
    /// The App Store's transaction updates, from sign-in to sign-out (CouplesAppModel+Purchases).
    @ObservationIgnored var purchaseUpdates: Task<Void, Never>?
    /// The phone's APNs token once registered with the server, so signing out can withdraw it.
    @ObservationIgnored public let push = PushTokenRegistration()

    public init(environment: CouplesEnvironment, notifications: (any SystemNotifications)? = nil) {
        self.environment = environment
        self.notifications = notifications
        days = DaysModel(environment: environment)
        main = MainFlowerModel(environment: environment)
        care = FlowerCareModel(environment: environment)
        garden = GardenModel(environment: environment)
        unlock = UnlockModel(environment: environment)
        figures = FlowerFigures(environment: environment)
        announcements = UnlockAnnouncementModel(environment: environment)
        pairing = PairingModel(environment: environment)
        settings = SettingsModel(environment: environment)
        settings.onLeave = { [weak self] leaving in await self?.leave(leaving) }
    }

    /// At launch: restore the session, then show the flower (offline too, from the cache) or pairing.
    public func start() async {
        try? await environment.service.connection.session.restore()
        guard await environment.service.connection.session.state == .signedIn else {
            route = .signIn
            return
        }
        // The App Store's updates first: a refresh may wait long on a slow network, a transaction must not.
        startPurchaseUpdates()
        await refresh()
        startListening()
    }

    /// After a sign-in, pairing, or unpairing.
    public func refresh() async {
        await main.load()
        // Paired too: the pair's keys are checked against the ones this phone trusts on every refresh,
        // from the pair the main screen just fetched.
        if main.phase == .notPaired { await pairing.load() } else { await pairing.showCachedPair() }
        switch (main.phase, pairing.stage) {
        case (.notPaired, _), (_, .needsRekey), (_, .waitingForApproval):
            // A new phone without the pair's key asks to be let in before it shows anything sealed.
            route = .pairing
        default:
            route = .flower
        }
        if route == .flower { await notificationsReady() }
        if route == .flower { await announcements.check() }
        await continuePendingInviteLink()
        await resendPurchases()
    }

    public func signIn(devName name: String) async throws {
        _ = try await environment.service.connection.devSignIn(name: name)
        await refresh()
        startListening()
        startPurchaseUpdates()
    }

    public func signInWithApple(idToken: String, nonce: String, displayName: String?) async throws {
        _ = try await environment.service.connection.signInWithApple(idToken: idToken, nonce: nonce, displayName: displayName)
        await refresh()
        startListening()
        startPurchaseUpdates()
    }

    /// iOS hands the app its push token at every launch; the server learns it (again) for this person.
    /// A failure is left for the next launch, which registers again.
    public func didReceivePushToken(_ token: Data, development: Bool) async {
        guard await environment.service.connection.session.state == .signedIn else { return }
        let service = environment.service
        await push.register(token, development: development) { hex, development in
            try await service.registerDevice(tokenHex: hex, development: development)
        }
    }

    /// Settings' sign-out: see `leave`.
    public func signOut() async {
        await leave(.signOut)
    }

    public func startListening() {
        guard listening == nil else { return }
        let stream = environment.events.events()
        listening = Task { [weak self] in
            do {
                for try await event in stream { await self?.handle(event) }
            } catch {}
        }
    }

    public func stopListening() {
        listening?.cancel()
        listening = nil
    }

    public func handle(_ event: PairEventMessage) async {
        switch event.kind {
        case .paired, .unpaired, .rekeyApproved:
            await refresh()
        case .rekeyRequested:
            await pairing.handle(event)
        case .partnerAnswered, .partnerSentPhoto, .dayComplete, .flowerGrew:
            await main.handle(event)
            await care.handle(event)
            if event.kind == .dayComplete { await announcements.check() }
            if event.kind == .dayComplete { await days.dayCompleted() }
        }
    }
}
