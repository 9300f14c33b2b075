import CalyxAPI
import Foundation
import Identity
import Media
import OpenAPIRuntime
import ServerKit

/// Leaving with your data: the export archive and deleting the account.
extension CalyxAPIHandler {
    func exportData(_ input: Operations.ExportData.Input) async throws -> Operations.ExportData.Output {
        let export = DataExport(database: catalog.database, accounts: identity.accounts, media: media.library, wallClock: community.wallClock)
        let (stream, filename) = try await export.archive(for: try caller.id)
        // Unknown length: the transport streams it as it is made instead of collecting it.
        let body = HTTPBody(stream, length: .unknown, iterationBehavior: .single)
        return .ok(.init(headers: .init(contentDisposition: #"attachment; filename="\#(filename)""#), body: .applicationZip(body)))
    }

    /// Without a token: a confirmation token, nothing deleted. With this session's token: deleted.
    func deleteAccount(_ input: Operations.DeleteAccount.Input) async throws -> Operations.DeleteAccount.Output {
        let caller = try caller
        guard let token = input.headers.confirmationToken else {
            let (token, expiresAt) = try await identity.deletionConfirmations.issue(for: caller)
            return .ok(.init(body: .json(.init(confirmationToken: token, expiresAt: expiresAt))))
        }
        try await identity.deletionConfirmations.check(token, for: caller, field: "Confirmation-Token")
        try await AccountDeletion(
            database: catalog.database, identity: identity, media: media.library, wallClock: community.wallClock,
            versions: community.comments.versions
        ).delete(caller.id)
        return .noContent(.init())
    }
}
