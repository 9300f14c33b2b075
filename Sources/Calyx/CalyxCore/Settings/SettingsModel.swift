import CalyxAPI
import ClientKit
import Foundation
import Observation
import OpenAPIRuntime

/// Settings (§3.5): default view, units, push and email notifications (and each kind), privacy
/// (catalogue, follower lists, new collections' default), the linked sign-in methods, Face ID,
/// export my data, clear cache, and delete account, which asks twice (here, then the server's
/// five-minute confirmation token).
@MainActor @Observable
public final class SettingsModel {
    public typealias Settings = Components.Schemas.Settings
    public typealias Method = Components.Schemas.SignInMethod

    public private(set) var settings: Settings?
    public private(set) var linked: [Components.Schemas.LinkedProvider] = []
    public private(set) var failure: LoadFailure?
    public private(set) var notice: String?
    /// The delete-account dialog is up.
    public private(set) var confirmingDeletion = false
    /// Set once the account is gone: the app returns to Welcome.
    public private(set) var accountDeleted = false
    /// Where the last export was written, for the share sheet.
    public private(set) var exportedFile: URL?
    public private(set) var isExporting = false

    @ObservationIgnored public let environment: CalyxEnvironment
    /// The phone's side of pushes: asked for when turned on here, the token removed when turned off.
    @ObservationIgnored public let push: PushModel?
    /// What the other screens show follows what is saved here.
    @ObservationIgnored private let preferences: AppPreferences?
    private var api: any APIProtocol { environment.client.api }

    public init(environment: CalyxEnvironment, push: PushModel? = nil, preferences: AppPreferences? = nil) {
        self.environment = environment
        self.push = push
        self.preferences = preferences
        settings = environment.store.snapshots.load(Settings.self, CalyxCacheKey.settings)
    }

    /// The server's own pages (`/calyx/terms`, `/calyx/privacy`), on the server this build talks to.
    public var termsURL: URL { environment.shareLinks.site.appending(path: "calyx/terms") }
    public var privacyURL: URL { environment.shareLinks.site.appending(path: "calyx/privacy") }

    /// One switch per kind (inbox and push together): on while its inbox channel is on.
    public func isOn(_ kind: Components.Schemas.NotificationKind) -> Bool { channels(of: kind)?.inbox ?? false }

    public func setOn(_ kind: Components.Schemas.NotificationKind, _ on: Bool) async {
        await setKind(kind, inbox: on, push: on)
    }

    public var appVersion: String {
        let info = Bundle.main.infoDictionary
        return "\(info?["CFBundleShortVersionString"] as? String ?? "1.0") (\(info?["CFBundleVersionString"] as? String ?? info?["CFBundleVersion"] as? String ?? "1"))"
    }

    public func load() async {
        do {
            let fresh = try await api.getSettings().ok.body.json
            settings = fresh
            preferences?.apply(fresh)
            try? environment.store.snapshots.save(fresh, as: CalyxCacheKey.settings)
            linked = try await api.listProviders().ok.body.json.items
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func dismissNotice() { notice = nil }

    // MARK: Preferences and privacy (each toggle saved as it flips; back if the server says no)

    public func setDefaultView(_ view: Components.Schemas.PreferencesUpdate.DefaultViewPayload) async {
        await updatePreferences(.init(defaultView: view))
    }

    public func setUnits(_ unit: Components.Schemas.PreferencesUpdate.MeasurementUnitPayload) async {
        await updatePreferences(.init(measurementUnit: unit))
    }

    /// On: iOS is asked (if it never was) and the token registered; off: this phone leaves the
    /// server's list too, so nothing arrives even before the server's setting is read.
    public func setPushNotifications(_ on: Bool) async {
        await updatePreferences(.init(notificationsEnabled: on))
        guard settings?.preferences.notificationsEnabled == on else { return }
        if on { await push?.accept() } else { await push?.turnedOff() }
    }

    /// iOS refused notifications: the switch here cannot help; the screen points to iOS Settings.
    public var pushBlockedByPhone: Bool { push?.permission == .denied }

    /// A kind of notification (§3.6), in the inbox and as a push. "Comment on a flower in your public
    /// collection" is off unless turned on.
    public func setKind(_ kind: Components.Schemas.NotificationKind, inbox: Bool? = nil, push: Bool? = nil) async {
        let channels = Components.Schemas.NotificationChannelsUpdate(inbox: inbox, push: push)
        var kinds = Components.Schemas.NotificationKindsUpdate()
        switch kind {
        case .follow: kinds.follow = channels
        case .collectionLike: kinds.collectionLike = channels
        case .collectionSave: kinds.collectionSave = channels
        case .collectionCopy: kinds.collectionCopy = channels
        case .commentReply: kinds.commentReply = channels
        case .commentUpvotes: kinds.commentUpvotes = channels
        case .flowerComment: kinds.flowerComment = channels
        }
        await updatePreferences(.init(notificationKinds: kinds))
    }

    /// The channels of `kind` as the server has them.
    public func channels(of kind: Components.Schemas.NotificationKind) -> Components.Schemas.NotificationChannels? {
        guard let kinds = settings?.preferences.notificationKinds else { return nil }
        return switch kind {
        case .follow: kinds.follow
        case .collectionLike: kinds.collectionLike
        case .collectionSave: kinds.collectionSave
        case .collectionCopy: kinds.collectionCopy
        case .commentReply: kinds.commentReply
        case .commentUpvotes: kinds.commentUpvotes
        case .flowerComment: kinds.flowerComment
        }
    }
    public func setEmailNotifications(_ on: Bool) async { await updatePreferences(.init(emailNotifications: on)) }

    /// The device's time zone, so quiet hours (22:00–08:00) are the person's own.
    public func sendTimeZone(_ zone: TimeZone = .autoupdatingCurrent) async {
        guard settings?.preferences.timeZone != zone.identifier else { return }
        await updatePreferences(.init(timeZone: zone.identifier))
    }

    public func setCataloguePublic(_ on: Bool) async { await updatePrivacy(.init(cataloguePublic: on)) }
    public func setFollowerListsPublic(_ on: Bool) async { await updatePrivacy(.init(followerListsPublic: on)) }
    public func setDefaultCollectionPublic(_ on: Bool) async { await updatePrivacy(.init(defaultCollectionPublic: on)) }

    private func updatePreferences(_ update: Components.Schemas.PreferencesUpdate) async {
        do {
            switch try await api.updatePreferences(body: .json(update)) {
            case .ok(let ok): keep(try ok.body.json)
            case .default: notice = "That setting couldn't be changed."
            }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    private func updatePrivacy(_ update: Components.Schemas.PrivacyUpdate) async {
        do {
            switch try await api.updatePrivacy(body: .json(update)) {
            case .ok(let ok): keep(try ok.body.json)
            case .default: notice = "That setting couldn't be changed."
            }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    private func keep(_ fresh: Settings) {
        settings = fresh
        preferences?.apply(fresh)
        try? environment.store.snapshots.save(fresh, as: CalyxCacheKey.settings)
        notice = nil
    }

    // MARK: Sign-in methods

    /// The providers this build offers that are not linked yet ("Add Google", …).
    public var linkableProviders: [WelcomeModel.Provider] {
        WelcomeModel.Provider.allCases.filter { provider in
            credentials.offers(provider) && !linked.contains { $0.method.rawValue == provider.rawValue }
        }
    }

    public private(set) var linking: WelcomeModel.Provider?

    private var credentials: ProviderCredentials {
        ProviderCredentials(apple: environment.apple, browser: environment.browser, google: environment.google, facebook: environment.facebook)
    }

    /// Links another way in: the provider's sheet, then the server (which refuses an account that
    /// already belongs to someone else). Closing the sheet changes nothing and says nothing.
    public func link(_ provider: WelcomeModel.Provider) async {
        guard linking == nil else { return }
        linking = provider
        defer { linking = nil }
        do {
            let (method, credential) = try await credentials.credential(for: provider)
            switch try await api.linkProvider(path: .init(provider: method), body: .json(credential)) {
            case .ok(let ok):
                linked = try ok.body.json.items
                notice = "\(provider.rawValue.capitalized) added. You can sign in with it from now on."
            case .default(let status, let response):
                notice = status == 409
                    ? "That \(provider.rawValue.capitalized) account already belongs to another Calyx account."
                    : (try? response.body.applicationProblemJson)?.detail ?? "That sign-in method couldn't be added."
            }
        } catch let error as SignInError {
            if error != .cancelled { notice = error.message }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    /// The last way in cannot be removed: the person would be locked out.
    public func canUnlink(_ method: Method) -> Bool { linked.count > 1 && linked.contains { $0.method == method } }

    public func unlink(_ method: Method) async {
        guard canUnlink(method), let provider = Components.Schemas.OAuthProvider(rawValue: method.rawValue) else { return }
        do {
            switch try await api.unlinkProvider(path: .init(provider: provider)) {
            case .ok(let ok): linked = try ok.body.json.items
            case .default(_, let response): notice = (try? response.body.applicationProblemJson)?.detail ?? "That sign-in method couldn't be removed."
            }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    // MARK: Data

    /// Downloads the archive of everything the account holds into `directory` (the share sheet offers it).
    public func exportData(to directory: URL) async {
        isExporting = true
        defer { isExporting = false }
        do {
            let ok = try await api.exportData().ok
            let body = try ok.body.applicationZip
            let file = directory.appending(path: Self.fileName(from: ok.headers.contentDisposition) ?? "calyx-export.zip")
            try await Self.write(body, to: file)
            exportedFile = file
        } catch {
            notice = LoadFailure(error).kind == .offline ? LoadFailure(error).message : "Your data couldn't be exported. Please try again."
        }
    }

    /// "Clear cache": the phone's copies of flowers and screens (never the changes still waiting to be sent).
    public func clearCache() async {
        for key in [CalyxCacheKey.feed, CalyxCacheKey.history] { try? environment.store.snapshots.remove(key) }
        try? environment.store.snapshots.removeAll(prefix: "flower:")
        await environment.images?.removeAllCached()
        notice = "Cache cleared."
    }

    // MARK: Deleting the account

    public func askToDeleteAccount() { confirmingDeletion = true }
    public func cancelDeletion() { confirmingDeletion = false }

    /// The server's two steps: a token for this session, then the deletion with it.
    public func confirmDeletion() async {
        confirmingDeletion = false
        do {
            guard case .ok(let step1) = try await api.deleteAccount() else { notice = "Your account couldn't be deleted."; return }
            let token = try step1.body.json.confirmationToken
            switch try await api.deleteAccount(headers: .init(confirmationToken: token)) {
            case .noContent:
                accountDeleted = true
                try? environment.store.clear()
                await environment.client.session.signOut()
            default:
                notice = "Your account couldn't be deleted. Please try again."
            }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    static func fileName(from disposition: String?) -> String? {
        guard let disposition, let range = disposition.range(of: "filename=\"") else { return nil }
        let rest = disposition[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let name = rest[..<end].replacingOccurrences(of: "/", with: "_")
        return name.isEmpty ? nil : String(name)
    }

    /// Streams the body to disk: an archive with every photo may be large.
    static func write(_ body: HTTPBody, to file: URL) async throws {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        for try await chunk in body { try handle.write(contentsOf: chunk) }
    }
}
