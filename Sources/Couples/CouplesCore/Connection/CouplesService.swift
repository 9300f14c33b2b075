import CouplesAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Every server call the screens make, returning the API's values or throwing `CouplesServiceError`,
/// so models deal with three outcomes (value, unreachable, problem) and never with generated outputs.
public struct CouplesService: Sendable {
    public typealias Pair = Components.Schemas.Pair
    public typealias Today = Components.Schemas.Today
    public typealias Day = Components.Schemas.Day
    public typealias Person = Components.Schemas.Person
    public typealias Garden = Components.Schemas.Garden
    public typealias Species = Components.Schemas.Species

    public let connection: CouplesConnection
    var client: Client { connection.client }

    public init(connection: CouplesConnection) {
        self.connection = connection
    }

    private func call<T>(_ body: () async throws -> T) async throws(CouplesServiceError) -> T {
        do { return try await body() } catch { throw CouplesServiceError.from(error) }
    }

    private func failed(_ status: Int, _ response: Components.Responses.Problem) -> CouplesServiceError {
        .problem(status: status, problem: response.document)
    }

    // MARK: Me

    public func me() async throws(CouplesServiceError) -> Person {
        try await call {
            switch try await client.getMe() {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func updateSettings(timeZone: String? = nil, reminders: Bool? = nil, reminderTime: String? = nil) async throws(CouplesServiceError) -> Person {
        try await call {
            switch try await client.updateSettings(body: .json(.init(timeZone: timeZone, reminders: reminders, reminderTime: reminderTime))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    // MARK: Leaving

    /// Deleting the account, step one: a token for this session, good for 5 minutes; nothing is deleted.
    public func requestAccountDeletion() async throws(CouplesServiceError) -> Components.Schemas.AccountDeletionConfirmation {
        try await call {
            switch try await client.deleteAccount() {
            case .ok(let ok): return try ok.body.json
            case .noContent: throw CouplesServiceError.problem(status: 204, problem: nil)
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// Deleting the account, step two, with step one's token: the account and everything of it go.
    public func deleteAccount(confirmation: String) async throws(CouplesServiceError) {
        try await call {
            switch try await client.deleteAccount(headers: .init(confirmationToken: confirmation)) {
            case .noContent: return
            case .ok: throw CouplesServiceError.problem(status: 200, problem: nil)
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    // MARK: Push

    /// Where push notifications reach this phone: APNs's token as hex, from a development (Xcode) or
    /// production (TestFlight, App Store) build.
    public func registerDevice(tokenHex: String, development: Bool) async throws(CouplesServiceError) {
        try await call {
            let body = Components.Schemas.DeviceRegistration(environment: development ? .development : .production)
            switch try await client.registerDevice(path: .init(deviceToken: tokenHex), body: .json(body)) {
            case .noContent: return
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func unregisterDevice(tokenHex: String) async throws(CouplesServiceError) {
        try await call {
            switch try await client.unregisterDevice(path: .init(deviceToken: tokenHex)) {
            case .noContent: return
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    // MARK: Pairing

    /// nil while not paired.
    public func pair() async throws(CouplesServiceError) -> Pair? {
        try await call {
            switch try await client.getPair() {
            case .ok(let ok): return try ok.body.json
            case .default(let status, let response):
                let error = failed(status, response)
                if error.slug == "not-paired" { return nil }
                throw error
            }
        }
    }

    public func createInvite(publicKey: String) async throws(CouplesServiceError) -> Components.Schemas.Invite {
        try await call {
            switch try await client.createInvite(body: .json(.init(publicKey: publicKey))) {
            case .created(let created): try created.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// This person's invites that can still be used, newest first.
    public func invites() async throws(CouplesServiceError) -> [Components.Schemas.Invite] {
        try await call {
            switch try await client.listInvites() {
            case .ok(let ok): try ok.body.json.items
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// Withdraws one of this person's invites; one already used or expired is gone all the same.
    public func cancelInvite(_ code: String) async throws(CouplesServiceError) {
        try await call {
            switch try await client.cancelInvite(path: .init(code: code)) {
            case .noContent: ()
            case .default(let status, let response):
                if status == 404 { return }
                throw failed(status, response)
            }
        }
    }

    public func previewInvite(_ code: String) async throws(CouplesServiceError) -> Components.Schemas.InvitePreview {
        try await call {
            switch try await client.previewInvite(path: .init(code: code)) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func join(code: String, publicKey: String) async throws(CouplesServiceError) -> Pair {
        try await call {
            switch try await client.joinPair(body: .json(.init(code: code, publicKey: publicKey))) {
            case .created(let created): try created.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func requestRekey(publicKey: String) async throws(CouplesServiceError) -> Pair {
        try await call {
            switch try await client.requestRekey(body: .json(.init(publicKey: publicKey))) {
            case .accepted(let accepted): try accepted.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func approveRekey(publicKey: String, wrappedKey: String) async throws(CouplesServiceError) -> Pair {
        try await call {
            switch try await client.approveRekey(body: .json(.init(publicKey: publicKey, wrappedKey: wrappedKey))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func declineRekey() async throws(CouplesServiceError) {
        try await call {
            switch try await client.declineRekey() {
            case .noContent: ()
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func unpair(pairID: String) async throws(CouplesServiceError) {
        try await call {
            switch try await client.unpair(query: .init(pairId: pairID)) {
            case .noContent: ()
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    // MARK: Days

    /// nil while not paired.
    public func today() async throws(CouplesServiceError) -> Today? {
        try await call {
            switch try await client.getToday() {
            case .ok(let ok): return try ok.body.json
            case .default(let status, let response):
                let error = failed(status, response)
                if error.slug == "not-paired" { return nil }
                throw error
            }
        }
    }

    public func day(_ date: String) async throws(CouplesServiceError) -> Day {
        try await call {
            switch try await client.getDay(path: .init(day: date)) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// A page of the pair's complete days, newest first (`cursor` from the previous page).
    public func days(limit: Int, cursor: String?) async throws(CouplesServiceError) -> Components.Schemas.DayPage {
        try await call {
            switch try await client.listDays(query: .init(limit: limit, cursor: cursor)) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func putAnswer(day: String, sealed: String) async throws(CouplesServiceError) -> Day {
        try await call {
            switch try await client.putAnswer(path: .init(day: day), body: .json(.init(answer: sealed))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// `uploadId` is fixed per photo: the server stores a retried upload once.
    public func sendPhoto(day: String, uploadID: String, envelope: [UInt8]) async throws(CouplesServiceError) -> Day {
        try await call {
            switch try await client.sendPhoto(path: .init(day: day), query: .init(uploadId: uploadID), body: .binary(HTTPBody(envelope))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// A photo's ciphertext (or its thumbnail's); nil when there is none to see (yet).
    public func photo(day: String, author: Components.Schemas.Author, thumbnail: Bool) async throws(CouplesServiceError) -> [UInt8]? {
        try await call {
            switch try await client.getPhoto(path: .init(day: day, author: author), query: .init(variant: thumbnail ? .thumbnail : .full)) {
            case .ok(let ok):
                return try await [UInt8](collecting: try ok.body.binary, upTo: PhotoEnvelope.maxBytes)
            case .default(let status, let response):
                if status == 404 { return nil }
                throw failed(status, response)
            }
        }
    }

    // MARK: Garden and store

    public func garden() async throws(CouplesServiceError) -> Garden {
        try await call {
            switch try await client.getGarden() {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func species() async throws(CouplesServiceError) -> [Species] {
        try await call {
            switch try await client.listSpecies() {
            case .ok(let ok): try ok.body.json.items
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    /// A species' drawing at a stage as the server draws it (SVG), for a species this app has no definition of.
    public func speciesArt(
        _ speciesID: String, stage: Components.Schemas.GrowthStage, wilted: Bool, maxBytes: Int
    ) async throws(CouplesServiceError) -> String {
        try await call {
            switch try await client.getSpeciesArt(path: .init(speciesId: speciesID, stage: stage), query: .init(wilted: wilted)) {
            case .ok(let ok): return try await String(collecting: try ok.body.imageSvgXml, upTo: maxBytes)
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func chooseNextFlower(_ speciesID: String) async throws(CouplesServiceError) -> Garden {
        try await call {
            switch try await client.chooseNextFlower(body: .json(.init(species: speciesID))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }

    public func redeemPurchase(signedTransaction: String) async throws(CouplesServiceError) -> Species {
        try await call {
            switch try await client.redeemPurchase(body: .json(.init(signedTransaction: signedTransaction))) {
            case .ok(let ok): try ok.body.json
            case .default(let status, let response): throw failed(status, response)
            }
        }
    }
}
