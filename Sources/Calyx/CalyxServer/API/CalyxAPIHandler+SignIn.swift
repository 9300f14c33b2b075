import CalyxAPI
import Identity
import ServerKit

/// Sign-in, dev sign-in, refresh and sign-out.
extension CalyxAPIHandler {
    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let (account, tokens) = try await identity.signIn(with: SignInMethod(input.path.provider), ProviderCredential(body))
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
        .init(account: try await accountSchema(account), needsUsername: account.needsUsername, tokens: tokens)
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
