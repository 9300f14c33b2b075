import CalyxAPI
import Identity
import ServerKit

/// Sign-in, dev sign-in, refresh and sign-out.
extension CalyxAPIHandler {
    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try await sessions.signIn(with: SignInMethod(input.path.provider), ProviderCredential(body)))))
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

    /// Calyx's session body: the account, whether it still needs a username, and the tokens.
    var sessions: SessionEndpoints<Components.Schemas.Session> {
        SessionEndpoints(identity: identity) { account, tokens in
            .init(account: try await accountSchema(account), needsUsername: account.needsUsername, tokens: tokens)
        }
    }
}

extension SignInMethod {
    init(_ provider: Components.Schemas.OAuthProvider) {
        switch provider {
        case .apple: self = .apple
        case .google: self = .google
        case .facebook: self = .facebook
        }
    }
}

extension ProviderCredential {
    init(_ body: Components.Schemas.ProviderCredential) {
        self.init(idToken: body.idToken, nonce: body.nonce, accessToken: body.accessToken, displayName: body.displayName)
    }
}
