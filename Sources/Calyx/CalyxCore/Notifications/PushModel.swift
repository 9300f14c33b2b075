import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Push notifications on this phone (§3.6): asked for at a moment that explains itself (right after
/// the person's first follow, like, save or comment, or from Settings), never at launch; the APNs
/// token registered with the server for the signed-in person and removed on sign-out or when pushes
/// are turned off; a tapped push opening its page; and the unread count on the Home bell and the
/// app's icon, cleared as the inbox is read.
@MainActor @Observable
public final class PushModel {
    /// The explanation shown before iOS's own prompt, and what led to it.
    public enum Prompt: Equatable, Sendable {
        case afterFirstAct

        public var title: String { "Know when people respond" }
        public var message: String {
            "Calyx can tell you when someone follows you, likes or saves your collections, or replies to your comments. You choose which in Settings."
        }
    }

    public private(set) var permission = NotificationPermission.notDetermined
    public private(set) var prompt: Prompt?
    public private(set) var unreadCount = 0

    @ObservationIgnored private let client: CalyxClient
    @ObservationIgnored private let store: CalyxStore
    @ObservationIgnored private let system: (any SystemNotifications)?
    @ObservationIgnored private let development: Bool
    @ObservationIgnored public let registration = PushTokenRegistration()
    @ObservationIgnored private let registerCall: PushTokenRegistration.Register
    @ObservationIgnored private let unregisterCall: PushTokenRegistration.Unregister
    @ObservationIgnored private var watching: Task<Void, Never>?

    /// Set once the explanation was shown (accepted or not): it is never shown twice.
    private static let askedKey = "device:push-asked"

    /// `development`: the build's APNs environment (Xcode builds use the sandbox).
    public init(client: CalyxClient, store: CalyxStore, system: (any SystemNotifications)?, development: Bool) {
        self.client = client
        self.store = store
        self.system = system
        self.development = development
        let api = client.api
        registerCall = { token, development in
            _ = try await api.registerDevice(body: .json(.init(token: token, environment: development ? .development : .production))).noContent
        }
        unregisterCall = { token in _ = try await api.unregisterDevice(path: .init(deviceToken: token)).noContent }
    }

    private var wasAsked: Bool { store.snapshots.load(Bool.self, Self.askedKey) ?? false }

    /// Signed in: reads the permission, asks APNs for the token again when allowed (it may change
    /// between launches), and waits for the first social act to explain and ask.
    public func start() async {
        guard let system else { return }
        permission = await system.permission()
        if permission == .allowed { system.registerForRemoteNotifications() }
        watching?.cancel()
        let acts = client.socialActs.stream()
        watching = Task { [weak self] in
            for await _ in acts {
                guard let self else { return }
                self.acted()
                if self.prompt != nil || self.wasAsked || self.permission != .notDetermined { return }
            }
        }
    }

    public func stop() {
        watching?.cancel()
        watching = nil
    }

    /// A follow, like, save or comment went through: the first one (never asked before, iOS has not
    /// been asked either) brings the explanation.
    func acted() {
        guard system != nil, prompt == nil, !wasAsked, permission == .notDetermined else { return }
        prompt = .afterFirstAct
    }

    /// "Turn On Notifications" under the explanation (or the Settings switch): iOS's prompt, then the
    /// token from APNs.
    public func accept() async {
        prompt = nil
        try? store.snapshots.save(true, as: Self.askedKey)
        guard let system else { return }
        let allowed = await system.requestPermission()
        permission = allowed ? .allowed : await system.permission()
        if allowed { system.registerForRemoteNotifications() }
    }

    /// "Not Now": not asked again; Settings can still turn them on.
    public func decline() {
        prompt = nil
        try? store.snapshots.save(true, as: Self.askedKey)
    }

    /// The app delegate's token from APNs: the server learns it for the signed-in person.
    public func didReceiveToken(_ token: Data) async {
        guard await client.session.state == .signedIn else { return }
        await registration.register(token, development: development, with: registerCall)
    }

    /// Pushes turned off in Settings: this phone leaves the server's list (the inbox still fills).
    public func turnedOff() async {
        await registration.unregister(with: unregisterCall)
    }

    /// Before signing out: no one's pushes reach a signed-out phone; the icon's badge goes.
    public func signingOut() async {
        stop()
        await registration.unregister(with: unregisterCall)
        unreadCount = 0
        await system?.setBadgeCount(0)
    }

    // MARK: The unread count

    /// Reads the unread count (the bell's and the icon's badge), on Home's appearance and after a push.
    public func refreshUnread() async {
        guard let page = try? await client.api.listNotifications(query: .init(limit: 1)).ok.body.json else { return }
        await setUnread(page.unreadCount)
    }

    /// The inbox read some (or all): the badges follow.
    public func setUnread(_ count: Int) async {
        unreadCount = max(0, count)
        await system?.setBadgeCount(unreadCount)
    }

    // MARK: A tapped push

    /// The page a tapped push opens, from the server's payload (`NotificationPusher`): the flower a
    /// comment is about (on its Community tab), else the collection, else the person who followed.
    nonisolated public static func page(forPush payload: [String: String]) -> CalyxPage? {
        func id(_ key: String) -> String? {
            payload[key].flatMap(UUID.init(uuidString:)).map { $0.uuidString.lowercased() }
        }
        if let flower = id("flowerId") { return .flower(id: flower, commentID: id("commentId")) }
        if let collection = id("collectionId") { return .collection(id: collection) }
        if let person = id("personId") { return .person(id: person) }
        return payload["notificationId"] == nil ? nil : .notifications
    }

    /// A push was tapped: its notification is read (here and on the server), and its page returned.
    public func opened(push payload: [String: String]) async -> CalyxPage? {
        if let notification = payload["notificationId"].flatMap(UUID.init(uuidString:)),
           let read = try? await client.api.markNotificationRead(path: .init(notificationId: notification.uuidString.lowercased())).ok.body.json {
            await setUnread(read.unreadCount)
        }
        return Self.page(forPush: payload)
    }
}
