import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Edit Profile: display name, the one-sentence about (80 characters), and the photo, uploaded through
/// Media with a progress bar before Save (the server only keeps photos that something uses).
@MainActor @Observable
public final class EditProfileModel {
    public static let aboutLimit = 80
    public static let displayNameLimit = 50

    public var displayName: String
    public var about: String
    public private(set) var photo: Components.Schemas.MediaImage?
    /// 0…1 while a photo uploads; nil otherwise.
    public private(set) var uploadProgress: Double?
    public private(set) var isSaving = false
    /// A field's problem, by field name (`displayName`, `about`, `photo`), in words for under it.
    public private(set) var problems: [String: String] = [:]
    /// Set after Save: the screen closes.
    public private(set) var saved: Components.Schemas.Account?

    private let api: any APIProtocol
    private let downscaler: (any UploadPhotoDownscaler)?
    private var photoChanged = false
    @ObservationIgnored private var uploadGeneration = 0

    public init(account: Components.Schemas.Account, client: CalyxClient, downscaler: (any UploadPhotoDownscaler)? = nil) {
        api = client.api
        self.downscaler = downscaler
        displayName = account.displayName
        about = account.about ?? ""
        photo = account.photo
    }

    public var aboutCharactersLeft: Int { Self.aboutLimit - about.count }

    /// Uploads the picked image (JPEG, HEIC, PNG or WebP bytes), downscaled on the phone first, and
    /// shows it once the server has it.
    public func uploadPhoto(_ picked: Data) async {
        problems["photo"] = nil
        uploadProgress = 0
        uploadGeneration += 1
        let upload = uploadGeneration
        defer { uploadProgress = nil }
        // Each chunk the transport takes moves the bar, on the main actor; a report arriving after the
        // upload ended (or from an older upload) is dropped.
        let result = await MediaUpload.send(picked, api: api, downscaler: downscaler) { fraction in
            Task { @MainActor [weak self] in
                guard let self, self.uploadGeneration == upload, self.uploadProgress != nil else { return }
                self.uploadProgress = fraction
            }
        }
        switch result {
        case .success(let image):
            photo = image
            photoChanged = true
        case .failure(let failure):
            problems["photo"] = failure.message
        }
    }

    /// The fields' rules, checked here before anything is sent; false (with `problems` set) when one fails.
    @discardableResult
    public func validate() -> Bool {
        let name = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        let sentence = about.trimmingCharacters(in: .whitespacesAndNewlines)
        problems = [:]
        if name.isEmpty { problems["displayName"] = "Your name can't be empty." }
        if name.count > Self.displayNameLimit { problems["displayName"] = "At most \(Self.displayNameLimit) characters." }
        if sentence.count > Self.aboutLimit { problems["about"] = "One sentence, at most \(Self.aboutLimit) characters." }
        return problems.isEmpty
    }

    public func save() async {
        let name = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        let sentence = about.trimmingCharacters(in: .whitespacesAndNewlines)
        guard validate() else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            let update = Components.Schemas.ProfileUpdate(displayName: name, about: sentence, photoId: photoChanged ? photo?.id : nil)
            switch try await api.updateProfile(body: .json(update)) {
            case .ok(let ok):
                saved = try ok.body.json
            case .default(_, let response):
                let problem = try? response.body.applicationProblemJson
                for issue in problem?.errors ?? [] { problems[issue.field] = issue.detail }
                if problems.isEmpty { problems["form"] = problem?.detail ?? "Your profile couldn't be saved." }
            }
        } catch {
            problems["form"] = LoadFailure(error).message
        }
    }
}
