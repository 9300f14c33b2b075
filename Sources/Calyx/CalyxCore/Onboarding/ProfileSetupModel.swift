import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The one step after a first sign-in (§3.1 "Required Setup After OAuth"): display name (prefilled
/// from the provider), a username checked as it is typed, an optional photo (the provider's until
/// another is picked and uploaded) and an optional one-sentence about. Continue claims the username
/// and then saves the rest; a refusal of either keeps the step open with the field that was wrong.
@MainActor @Observable
public final class ProfileSetupModel {
    public let username: UsernameModel
    public let details: EditProfileModel
    /// The provider's picture, shown until a photo is picked.
    public let providerPhotoURL: String?
    public private(set) var isSubmitting = false
    /// Set once both are saved: the app goes on to the tutorial.
    public private(set) var account: Components.Schemas.Account?

    public init(account: Components.Schemas.Account, client: CalyxClient, downscaler: (any UploadPhotoDownscaler)? = nil) {
        username = UsernameModel(client: client, suggestion: account.displayName)
        details = EditProfileModel(account: account, client: client, downscaler: downscaler)
        providerPhotoURL = account.photoURL
    }

    public var canSubmit: Bool { !isSubmitting && (username.account != nil || username.canSubmit) && details.uploadProgress == nil }

    public func submit() async {
        guard canSubmit else { return }
        isSubmitting = true
        defer { isSubmitting = false }
        // The name and about are checked before the username is claimed, so a long about does not
        // leave a half-finished account behind.
        guard details.validate() else { return }
        if username.account == nil {
            await username.submit()
            guard username.account != nil else { return }
        }
        await details.save()
        if let saved = details.saved { account = saved }
    }
}
