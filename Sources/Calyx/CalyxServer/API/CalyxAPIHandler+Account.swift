import CalyxAPI
import Foundation
import Identity
import ServerKit

/// The signed-in user's username, profile and linked sign-in methods.
extension CalyxAPIHandler {
    func setUsername(_ input: Operations.SetUsername.Input) async throws -> Operations.SetUsername.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let account = try await identity.accounts.setUsername(body.username, for: try caller.id)
        return .ok(.init(body: .json(try await accountSchema(account))))
    }

    func checkUsername(_ input: Operations.CheckUsername.Input) async throws -> Operations.CheckUsername.Output {
        let verdict = try await identity.accounts.availability(of: input.query.username, for: try caller.id)
        return .ok(.init(body: .json(.init(
            username: verdict.username,
            available: verdict.isAvailable,
            reason: verdict.reason.map { Components.Schemas.UsernameAvailability.ReasonPayload(rawValue: $0.rawValue)! },
            message: verdict.message
        ))))
    }

    func getProfile(_ input: Operations.GetProfile.Input) async throws -> Operations.GetProfile.Output {
        .ok(.init(body: .json(try await accountSchema(try await identity.accounts.account(try caller.id)))))
    }

    /// Display name, about and photo; fields left out stay. Every field is checked before anything is
    /// written, so one bad field changes nothing.
    func updateProfile(_ input: Operations.UpdateProfile.Input) async throws -> Operations.UpdateProfile.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let user = try caller.id
        var validation = Validation()
        if let name = body.displayName { _ = identity.accounts.profileRules.displayName(name, into: &validation) }
        if let about = body.about { _ = identity.accounts.profileRules.about(about, into: &validation) }
        // Empty clears the photo: the provider's picture shows again.
        let photo: UUID?? = try body.photoId.map { text -> UUID? in text.isEmpty ? nil : try uuid(text, "photoId") }
        if let chosen = photo ?? nil, try await !OwnMedia.allOwned([chosen], by: user, field: "photoId", in: catalog.database.sql) {
            validation.fail(field: "photoId", "must be a photo you uploaded")
        }
        try validation.throwIfFailed()
        let account = try await identity.accounts.updateProfile(user, displayName: body.displayName, about: body.about)
        if let photo { try await community.profiles.setPhoto(photo, of: user) }
        return .ok(.init(body: .json(try await accountSchema(account))))
    }

    /// The caller's own account, with the photo they chose in Calyx.
    func accountSchema(_ account: Account) async throws -> Components.Schemas.Account {
        .init(account, photo: try await community.people.find(account.id)?.photo)
    }

    func listProviders(_ input: Operations.ListProviders.Input) async throws -> Operations.ListProviders.Output {
        .ok(.init(body: .json(.init(try await identity.accounts.linkedMethods(try caller.id)))))
    }

    func linkProvider(_ input: Operations.LinkProvider.Input) async throws -> Operations.LinkProvider.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let methods = try await identity.link(SignInMethod(input.path.provider), ProviderCredential(body), to: try caller.id)
        return .ok(.init(body: .json(.init(methods))))
    }

    func unlinkProvider(_ input: Operations.UnlinkProvider.Input) async throws -> Operations.UnlinkProvider.Output {
        let methods = try await identity.accounts.unlink(SignInMethod(input.path.provider), from: try caller.id)
        return .ok(.init(body: .json(.init(methods))))
    }
}
