import ClientKit
import Foundation

/// What every screen model is made from: the connection, the phone's store, the queue of saves, the
/// push registration, the phone's own reminders (if push is off) and the site the About links open.
public struct GifterEnvironment: Sendable {
    public let client: GifterClient
    public let store: GifterStore
    public let sync: GifterSync
    /// This phone's registration for the server's reminders; `reminders` reads it to stand aside.
    public let push: PushDevice
    public let reminders: (any ReminderScheduling)?
    public let siteURL: URL

    public init(
        client: GifterClient, store: GifterStore, push: PushDevice = PushDevice(), reminders: (any ReminderScheduling)? = nil, siteURL: URL
    ) {
        self.client = client
        self.store = store
        sync = GifterSync(store: store, client: client)
        self.push = push
        self.reminders = reminders
        self.siteURL = siteURL
    }
}
