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
        // The caller and their upload allowance were checked before the body was read (CalyxApp); it
        // streams in (`OpenAPITransport.LargeBody.streams`) and is spooled to a file as it arrives.
        let record = try await media.upload(body, owner: try caller.id)
        return .created(.init(body: .json(.init(record))))
    }

    func deleteMedia(_ input: Operations.DeleteMedia.Input) async throws -> Operations.DeleteMedia.Output {
        let id = try uuid(input.path.mediaId, "mediaId")
        guard try await media.library.delete(id, owner: try caller.id) else { throw Problem.notFound("No such media.") }
        return .noContent(.init())
    }
}
