import CouplesAPI
import Foundation
import Identity
import ServerKit

/// Invites, joining, the pair's keys, rekeying and unpairing.
extension CouplesAPIHandler {
    func getPair(_ input: Operations.GetPair.Input) async throws -> Operations.GetPair.Output {
        .ok(.init(body: .json(.init(try await PairMembership.required(try caller, game.people.database.sql)))))
    }

    func unpair(_ input: Operations.Unpair.Input) async throws -> Operations.Unpair.Output {
        let me = try caller
        let pairID = try uuid(input.query.pairId, "pairId")
        let name = try await identity.accounts.account(me).displayName
        let partner = try await game.pairing.unpair(me, pairID: pairID)
        await game.events.publish([PairEvent(pair: pairID, kind: .unpaired, date: "", actor: me)])
        game.notifier.tell(partner, .pairEnded(partner: name), pair: pairID, day: "")
        return .noContent(.init())
    }

    func listInvites(_ input: Operations.ListInvites.Input) async throws -> Operations.ListInvites.Output {
        let rows = try await game.invites.live(of: try caller)
        return .ok(.init(body: .json(.init(items: rows.map { .init($0, link: game.invites.link(for: $0)) }))))
    }

    func createInvite(_ input: Operations.CreateInvite.Input) async throws -> Operations.CreateInvite.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let key = try PublicKeyText.parse(body.publicKey, field: "publicKey")
        let row = try await game.invites.create(by: try caller, publicKey: key)
        return .created(.init(body: .json(.init(row, link: game.invites.link(for: row)))))
    }

    func previewInvite(_ input: Operations.PreviewInvite.Input) async throws -> Operations.PreviewInvite.Output {
        _ = try caller
        guard let code = InviteCode(input.path.code), let row = try await game.invites.find(code) else {
            throw Problem.notFound("No such invite: it may have expired or been used.")
        }
        let inviter = try await identity.accounts.account(row.inviter_id)
        return .ok(.init(body: .json(.init(
            code: code.display, inviter: .init(id: inviter.id.apiString, displayName: inviter.displayName),
            publicKey: row.public_key, expiresAt: row.expiresAt
        ))))
    }

    func cancelInvite(_ input: Operations.CancelInvite.Input) async throws -> Operations.CancelInvite.Output {
        guard let code = InviteCode(input.path.code), try await game.invites.cancel(code, by: try caller) else {
            throw Problem.notFound("You have no such invite.")
        }
        return .noContent(.init())
    }

    func joinPair(_ input: Operations.JoinPair.Input) async throws -> Operations.JoinPair.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let key = try PublicKeyText.parse(body.publicKey, field: "publicKey")
        guard let code = InviteCode(body.code) else { throw Problem.invalidField("code", "must be 8 characters of an invite code") }
        let me = try caller
        let membership = try await game.pairing.join(me, code: code, publicKey: key)
        let today = PairCalendar.date(at: membership.pairedAt, zones: membership.zones)
        await game.events.publish([PairEvent(pair: membership.pairID, kind: .paired, date: today.description, actor: me)])
        return .created(.init(body: .json(.init(membership))))
    }

    func requestRekey(_ input: Operations.RequestRekey.Input) async throws -> Operations.RequestRekey.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let key = try PublicKeyText.parse(body.publicKey, field: "publicKey")
        let me = try caller
        let membership = try await game.pairing.requestRekey(me, key: key)
        await game.events.publish([PairEvent(pair: membership.pairID, kind: .rekeyRequested, date: "", actor: me)])
        return .accepted(.init(body: .json(.init(membership))))
    }

    func declineRekey(_ input: Operations.DeclineRekey.Input) async throws -> Operations.DeclineRekey.Output {
        _ = try await game.pairing.declineRekey(try caller)
        return .noContent(.init())
    }

    func approveRekey(_ input: Operations.ApproveRekey.Input) async throws -> Operations.ApproveRekey.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let key = try PublicKeyText.parse(body.publicKey, field: "publicKey")
        guard let wrapped = Data(base64Encoded: body.wrappedKey), wrapped.count == CouplesLimits.wrappedKeyBytes,
              wrapped.base64EncodedString() == body.wrappedKey
        else { throw Problem.invalidField("wrappedKey", "must be the 32-byte pair key sealed as a box: base64 of \(CouplesLimits.wrappedKeyBytes) bytes") }
        let me = try caller
        let membership = try await game.pairing.approveRekey(me, key: key, wrappedKey: body.wrappedKey)
        await game.events.publish([PairEvent(pair: membership.pairID, kind: .rekeyApproved, date: "", actor: me)])
        return .ok(.init(body: .json(.init(membership))))
    }
}
