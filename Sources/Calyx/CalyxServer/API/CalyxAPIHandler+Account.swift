import CalyxAPI
import Identity
import ServerKit

/// The signed-in user's username, profile and linked sign-in methods.
extension CalyxAPIHandler {
    func setUsername(_ input: Operations.SetUsername.Input) async throws -> Operations.SetUsername.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let account = try await identity.accounts.setUsername(body.username, for: try caller.id)
        return .ok(.init(body: .json(.init(account))))
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
        .ok(.init(body: .json(.init(try await identity.accounts.account(try caller.id)))))
    }

    func updateProfile(_ input: Operations.UpdateProfile.Input) async throws -> Operations.UpdateProfile.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let account = try await identity.accounts.updateProfile(try caller.id, displayName: body.displayName, about: body.about)
        return .ok(.init(body: .json(.init(account))))
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
