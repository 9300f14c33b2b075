import CouplesAPI
import Foundation
import Identity
import ServerKit

/// Deleting the account, in two steps.
extension CouplesAPIHandler {
    /// Without a token: a confirmation token, nothing deleted. With this session's token: deleted, and
    /// the partner told that the pair ended, as an unpair tells them.
    func deleteAccount(_ input: Operations.DeleteAccount.Input) async throws -> Operations.DeleteAccount.Output {
        let caller = try AuthenticatedUser.required(realm: identity.configuration.app)
        guard let token = input.headers.confirmationToken else {
            let (token, expiresAt) = try await identity.deletionConfirmations.issue(for: caller)
            return .ok(.init(body: .json(.init(confirmationToken: token, expiresAt: expiresAt))))
        }
        try await identity.deletionConfirmations.check(token, for: caller, field: "Confirmation-Token")
        let deletion = AccountDeletion(database: game.people.database, identity: identity, photos: game.pairing.photos)
        if let ended = try await deletion.delete(caller.id) {
            await game.events.publish([PairEvent(pair: ended.pairID, kind: .unpaired, date: "", actor: caller.id)])
            game.notifier.tell(ended.partner, .pairEnded(partner: ended.leaverName), pair: ended.pairID, day: "")
        }
        return .noContent(.init())
    }
}
