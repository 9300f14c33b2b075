import Foundation
import Identity
import ServerKit

/// `greenhouse seed --remove-demo` for Couples: the demo partner leaves as an account deletion takes
/// anyone away (the pair with them ends for the dev account as an unpair ends it: its days, flowers and
/// photo files), then the partner's phone files under the data directory go too.
struct CouplesDemoRemoval: Sendable {
    let game: CouplesGame
    let identity: IdentityService
    let dataDirectory: URL

    func run(progress: @escaping @Sendable (String) -> Void) async throws {
        let deletion = AccountDeletion(database: game.people.database, identity: identity, photos: game.pairing.photos)
        let ids = try await CouplesDemoPartner.marked(in: game.people.database)
        for id in ids {
            if let ended = try await deletion.delete(id) {
                await game.events.publish([PairEvent(pair: ended.pairID, kind: .unpaired, date: "", actor: id)])
            }
        }
        let phone = CouplesDemoPartner.phoneDirectory(dataDirectory: dataDirectory)
        if FileManager.default.fileExists(atPath: phone.path) { try FileManager.default.removeItem(at: phone) }
        progress(ids.isEmpty ? "no demo partner to remove" : "removed the demo partner \(CouplesDemoPartner.name) and their pair")
    }
}
