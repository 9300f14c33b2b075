import CalyxAPI
import Foundation
import Identity
import Media
import OpenAPIRuntime
import ServerKit

/// Photo uploads: the bytes go through the media pipeline; the answer links the stored variants.
extension CalyxAPIHandler {
    func uploadMedia(_ input: Operations.UploadMedia.Input) async throws -> Operations.UploadMedia.Output {
        guard case .any(let body)? = input.body else { throw ImageRejection.unsupported(.empty) }
        let bytes = try await [UInt8](uploadedIn: body, upTo: media.maxBodyBytes)
        // The caller and their upload allowance were checked before the body was read (CalyxApp).
        let record = try await media.upload(bytes, owner: try caller.id)
        return .created(.init(body: .json(.init(record))))
    }

    func deleteMedia(_ input: Operations.DeleteMedia.Input) async throws -> Operations.DeleteMedia.Output {
        let id = try uuid(input.path.mediaId, "mediaId")
        guard try await media.library.delete(id, owner: try caller.id) else { throw Problem.notFound("No such media.") }
        return .noContent(.init())
    }
}
