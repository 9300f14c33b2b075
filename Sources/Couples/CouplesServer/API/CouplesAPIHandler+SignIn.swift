import CouplesAPI
import Identity
import ServerKit

/// Sign in with Apple, dev sign-in, refresh and sign-out (`SessionEndpoints`).
extension CouplesAPIHandler {
    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let credential = ProviderCredential(idToken: body.idToken, nonce: body.nonce, accessToken: nil, displayName: body.displayName)
        return .ok(.init(body: .json(try await sessions.signIn(with: .apple, credential))))
    }

    func devSignIn(_ input: Operations.DevSignIn.Input) async throws -> Operations.DevSignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try await sessions.devSignIn(name: body.name))))
    }

    func refreshSession(_ input: Operations.RefreshSession.Input) async throws -> Operations.RefreshSession.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try await sessions.refresh(body.refreshToken))))
    }

    func signOut(_ input: Operations.SignOut.Input) async throws -> Operations.SignOut.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await sessions.signOut(body.refreshToken)
        return .noContent(.init())
    }

    /// Couples' session body: the tokens and the person, with whether they are paired.
    var sessions: SessionEndpoints<Components.Schemas.Session> {
        SessionEndpoints(identity: identity) { account, tokens in
            .init(
                accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenType: .bearer, expiresIn: tokens.expiresIn,
                person: try await person(account)
            )
        }
    }

    func person(_ account: Account) async throws -> Components.Schemas.Person {
        let person = try await game.people.person(account.id)
        let paired = try await PairMembership.pairID(of: account.id, game.people.database.sql) != nil
        return .init(account: account, person: person, paired: paired)
    }
}
