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
    private var api: any APIProtocol { environment.client.api }

    public init(environment: CalyxEnvironment) {
        self.environment = environment
        settings = environment.store.snapshots.load(Settings.self, CalyxCacheKey.settings)
    }

    public var appVersion: String {
        let info = Bundle.main.infoDictionary
        return "\(info?["CFBundleShortVersionString"] as? String ?? "1.0") (\(info?["CFBundleVersionString"] as? String ?? info?["CFBundleVersion"] as? String ?? "1"))"
    }

    public func load() async {
        do {
            let fresh = try await api.getSettings().ok.body.json
            settings = fresh
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

    public func setPushNotifications(_ on: Bool) async { await updatePreferences(.init(notificationsEnabled: on)) }
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
        try? environment.store.snapshots.save(fresh, as: CalyxCacheKey.settings)
        notice = nil
    }

    // MARK: Sign-in methods

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
