import ClientKit
import Foundation

/// Everything the screen models share, made once at launch: the client, the phone's store and its
/// queue, the image loader, share links, and the platform parts behind protocols (sign-in sheets,
/// Face ID) that CalyxUI implements on iOS and tests implement on loopback.
public struct CalyxEnvironment: Sendable {
    public let client: CalyxClient
    public let store: CalyxStore
    public let sync: CalyxSync
    public let images: ImageLoader?
    public let shareLinks: ShareLinks
    public let apple: any AppleAuthorizing
    public let browser: any WebAuthenticating
    public let google: WebSignIn?
    public let facebook: WebSignIn?
    public let biometrics: any BiometricAuthenticating
    /// The phone's notifications (permission, APNs, badge); nil where there are none (previews).
    public let notifications: (any SystemNotifications)?
    /// Whether this build's APNs tokens are the sandbox's (Xcode builds) or production's.
    public let pushIsDevelopment: Bool
    /// Photos are downscaled on the phone before they upload (ImageIO in the app); nil uploads originals.
    public let photoDownscaler: (any UploadPhotoDownscaler)?
    public let now: @Sendable () -> Date

    /// Reads the links that open pages in the app (share pages on this server, the app's scheme).
    public var links: CalyxLink { CalyxLink(shareLinks: shareLinks) }

    public init(
        client: CalyxClient, store: CalyxStore, images: ImageLoader?, shareLinks: ShareLinks,
        apple: any AppleAuthorizing, browser: any WebAuthenticating, google: WebSignIn?, facebook: WebSignIn?,
        biometrics: any BiometricAuthenticating, photoDownscaler: (any UploadPhotoDownscaler)? = nil,
        notifications: (any SystemNotifications)? = nil, pushIsDevelopment: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.store = store
        sync = CalyxSync(store: store, client: client, now: now)
        self.images = images
        self.shareLinks = shareLinks
        self.apple = apple
        self.browser = browser
        self.google = google
        self.facebook = facebook
        self.biometrics = biometrics
        self.photoDownscaler = photoDownscaler
        self.notifications = notifications
        self.pushIsDevelopment = pushIsDevelopment
        self.now = now
    }
}
