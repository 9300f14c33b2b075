import Foundation

/// What every screen model is made from: the connection, the phone's store, the queue of saves, the
/// phone's own reminders (if push is off) and the site the About links open.
public struct GifterEnvironment: Sendable {
    public let client: GifterClient
    public let store: GifterStore
    public let sync: GifterSync
    public let reminders: (any ReminderScheduling)?
    public let siteURL: URL

    public init(client: GifterClient, store: GifterStore, reminders: (any ReminderScheduling)? = nil, siteURL: URL) {
        self.client = client
        self.store = store
        sync = GifterSync(store: store, client: client)
        self.reminders = reminders
        self.siteURL = siteURL
    }
}
