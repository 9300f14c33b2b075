import Foundation
import Logging
import ServerKit

/// Everything an app needs for accounts, assembled from its configuration: provider checks, sessions,
/// accounts, and the middleware that authenticates and rate-limits requests.
public struct IdentityService: Sendable {
    public let configuration: IdentityConfiguration
    public let providers: IdentityProviders
    public let sessions: SessionService
    public let accounts: AccountService
    /// The second step of deleting an account.
    public let deletionConfirmations: AccountDeletionConfirmations
    /// True only with `--dev-auth` on a loopback address.
    public let devSignInEnabled: Bool
    let clock: any MonotonicClock
    let sharedRateLimits: SharedRateLimits?

    public init(
        configuration: IdentityConfiguration,
        environment: AppEnvironment,
        usernamePolicy: UsernamePolicy = .init(),
        profileRules: ProfileRules = .init(),
        fetcher: (any JWKSFetching)? = nil
    ) async throws {
        let keys = try await SessionSigningKeys.load(
            configuration: configuration,
            generatedKeyFile: environment.configuration.dataDirectory.appendingPathComponent("secrets/session-es256.pem")
        )
        self.configuration = configuration
        self.providers = IdentityProviders(
            configuration: configuration, fetcher: fetcher, clock: environment.clock, wallClock: environment.wallClock, logger: environment.logger
        )
        self.sessions = SessionService(
            app: configuration.app, database: environment.database, keys: keys, wallClock: environment.wallClock,
            accessTokenLifetime: configuration.accessTokenLifetime, refreshTokenLifetime: configuration.refreshTokenLifetime
        )
        self.accounts = AccountService(
            database: environment.database, wallClock: environment.wallClock, usernamePolicy: usernamePolicy, profileRules: profileRules
        )
        self.deletionConfirmations = AccountDeletionConfirmations(app: configuration.app, keys: keys, wallClock: environment.wallClock)
        self.devSignInEnabled = environment.configuration.devAuthEnabled
        self.clock = environment.clock
        self.sharedRateLimits = environment.sharedRateLimits
    }

    /// Signs in (creating the account on first use) with a provider credential.
    public func signIn(with method: SignInMethod, _ credential: ProviderCredential) async throws -> (account: Account, tokens: SessionTokens) {
        let identity = try await providers.verify(method, credential)
        return try await accounts.signIn(identity, fallbackDisplayName: credential.displayName, sessions: sessions)
    }

    /// Signs in as the local identity `name` (development servers only; the same name, any case, is
    /// always the same account).
    public func devSignIn(name: String) async throws -> (account: Account, tokens: SessionTokens) {
        guard devSignInEnabled else { throw Problem.notFound() }
        var validation = Validation()
        let displayName = accounts.profileRules.displayName(name, field: "name", into: &validation)
        try validation.throwIfFailed()
        let identity = VerifiedIdentity(method: .dev, subject: displayName.lowercased(), displayName: displayName)
        return try await accounts.signIn(identity, sessions: sessions)
    }

    /// Exchanges a refresh token for new tokens, with the account they belong to (what every app's
    /// refresh operation answers).
    public func refresh(_ refreshToken: String) async throws -> (account: Account, tokens: SessionTokens) {
        let tokens = try await sessions.refresh(refreshToken)
        return (try await accounts.account(tokens.userID), tokens)
    }

    /// Links another provider to the signed-in user, after checking its credential.
    public func link(_ method: SignInMethod, _ credential: ProviderCredential, to userID: UUID) async throws -> [LinkedMethod] {
        let identity = try await providers.verify(method, credential)
        return try await accounts.link(identity, to: userID)
    }

    /// Requires an access token on every operation but `publicOperations` (none) and `optionalOperations`
    /// (anonymous, or a valid token).
    public func authentication(publicOperations: Set<String>, optionalOperations: Set<String> = []) -> BearerAuthentication {
        BearerAuthentication(sessions: sessions, publicOperations: publicOperations, optionalOperations: optionalOperations)
    }

    /// Rate-limits `operations` per client address with the configuration's auth limit.
    public func rateLimit(_ operations: Set<String>) -> OperationRateLimitMiddleware {
        OperationRateLimitMiddleware(
            limiter: RateLimiter(policy: configuration.authRateLimit, clock: clock, shared: sharedRateLimits, name: "auth"),
            operations: operations, scope: "\(configuration.app)-auth"
        )
    }
}
