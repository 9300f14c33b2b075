import Foundation
import Mail
import Media
import Push
import ServerKit
import SQLKit

/// Notifications as a server builds them, once: the inbox, the devices pushes go to, push itself
/// (a service that runs with the server), the pusher and the digest. Recording is done by the actions
/// themselves, through `NotificationRecorder`, in their own transactions.
struct CalyxNotifications: Sendable {
    let inbox: NotificationInbox
    let devices: PushDevices
    /// Nil without APNs configuration.
    let push: PushService?
    let pusher: NotificationPusher
    let digest: NotificationDigest
    let tokens: UnsubscribeTokens
    let settings: UserSettingsStore

    init(environment: AppEnvironment, media: MediaLibrary) throws {
        let database = environment.database
        let configuration = try NotificationConfiguration(configuration: environment.configuration)
        let devices = PushDevices(database: database, clock: environment.wallClock)
        let push = configuration.apns.map {
            PushService(configuration: $0, devices: devices, clock: environment.wallClock, logger: environment.logger)
        }
        let settings = UserSettingsStore(database: database, wallClock: environment.wallClock)
        let inbox = NotificationInbox(
            database: database, people: People(database: database, media: media), wallClock: environment.wallClock, cursors: environment.cursors
        )
        let tokens = try UnsubscribeTokens(configuration: environment.configuration)
        self.devices = devices
        self.push = push
        self.settings = settings
        self.inbox = inbox
        self.tokens = tokens
        pusher = NotificationPusher(database: database, inbox: inbox, settings: settings, push: push, logger: environment.logger)
        digest = NotificationDigest(
            database: database, inbox: inbox, smtp: configuration.smtp.map { SMTPClient(configuration: $0) }, tokens: tokens,
            configuration: configuration, logger: environment.logger
        )
    }

    /// Turns email off for `user` (idempotent); an account deleted since the email was sent has none to turn off.
    func unsubscribe(_ user: UUID) async throws {
        guard try await settings.database.sql.raw("SELECT id FROM users WHERE id = \(bind: user)").first() != nil else { return }
        _ = try await settings.update(user) { $0.emailNotifications = false }
    }
}
