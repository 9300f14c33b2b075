import CouplesAPI
import Identity
import ServerKit

/// Sign in with Apple, dev sign-in, refresh and sign-out.
extension CouplesAPIHandler {
    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let credential = ProviderCredential(idToken: body.idToken, nonce: body.nonce, accessToken: nil, displayName: body.displayName)
        let (account, tokens) = try await identity.signIn(with: .apple, credential)
        return .ok(.init(body: .json(try await session(account, tokens))))
    }

    func devSignIn(_ input: Operations.DevSignIn.Input) async throws -> Operations.DevSignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let (account, tokens) = try await identity.devSignIn(name: body.name)
        return .ok(.init(body: .json(try await session(account, tokens))))
    }

    func refreshSession(_ input: Operations.RefreshSession.Input) async throws -> Operations.RefreshSession.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let (account, tokens) = try await identity.refresh(body.refreshToken)
        return .ok(.init(body: .json(try await session(account, tokens))))
    }

    func signOut(_ input: Operations.SignOut.Input) async throws -> Operations.SignOut.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await identity.sessions.revoke(refreshToken: body.refreshToken)
        return .noContent(.init())
    }

    private func session(_ account: Account, _ tokens: SessionTokens) async throws -> Components.Schemas.Session {
        .init(
            accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenType: .bearer, expiresIn: tokens.expiresIn,
            person: try await person(account)
        )
    }

    func person(_ account: Account) async throws -> Components.Schemas.Person {
        let person = try await game.people.person(account.id)
        let paired = try await PairMembership.pairID(of: account.id, game.people.database.sql) != nil
        return .init(account: account, person: person, paired: paired)
    }
}
