import CalyxAPI
import ClientKit
import Foundation

/// One photo sent to `POST /media`: downscaled on the phone first, streamed in chunks so `progress`
/// follows the bytes that left, and the server's refusal put in words for under the picker. Used by
/// the profile photo, a saved flower's own photos and a comment's photo.
enum MediaUpload {
    typealias Image = Components.Schemas.MediaImage

    static func send(
        _ picked: Data, api: any APIProtocol, downscaler: (any UploadPhotoDownscaler)?, progress: @escaping @Sendable (Double) -> Void
    ) async -> Result<Image, UploadFailure> {
        let data = await UploadPhoto.prepared(picked, by: downscaler)
        do {
            switch try await api.uploadMedia(body: .any(UploadProgress.body(data, report: progress))) {
            case .created(let created):
                return .success(try created.body.json)
            case .default(let status, let response):
                let problem = try? response.body.applicationProblemJson
                let message = switch status {
                case 413: "That photo is too large (20 MB or 50 megapixels at most)."
                case 415: "That file isn't a photo we can use (JPEG, HEIC, PNG or WebP)."
                default: problem?.detail ?? "The photo couldn't be uploaded."
                }
                return .failure(UploadFailure(message: message))
            }
        } catch {
            return .failure(UploadFailure(message: LoadFailure(error).message))
        }
    }

    struct UploadFailure: Error {
        let message: String
    }
}
