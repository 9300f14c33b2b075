import Crypto
import Foundation
import Hummingbird
import Identity
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServerKit
import ServerKitTestSupport
import ServiceLifecycle

/// Apple, Google and Facebook as seen by our server, on loopback: each publishes a JWKS (with a
/// `Cache-Control` lifetime) and signs real RS256 identity tokens with test keys; Facebook's Graph API
/// answers `debug_token` and `/me` for access tokens a test registers, checking `appsecret_proof`.
public final class FakeIdentityProviders: Sendable {
    public enum Provider: String, Sendable, CaseIterable {
        case apple, google, facebook
    }

    public static let appleBundleID = "app.greenhouse.calyx"
    public static let googleClientID = "1234567890-calyx.apps.googleusercontent.com"
    public static let facebookAppID = "424242424242"
    public static let facebookAppSecret = "a-facebook-app-secret-for-tests"

    public let port: Int
    let state: NIOLockedValueBox<State>

    struct State {
        var keys: [Provider: [TestSigningKey]]
        var jwksRequests: [Provider: Int] = [:]
        var available = true
        var facebookTokens: [String: FacebookUser] = [:]
        var graphRequests: [String] = []
        /// Authorization codes issued by the code flow's sign-in pages, until exchanged (once).
        var codes: [String: IssuedCode] = [:]
        var tokenExchanges: [Provider: Int] = [:]
    }

    /// A person behind a classic Facebook access token.
    public struct FacebookUser: Sendable {
        public var id: String
        public var name: String
        public var email: String?
        public var appID: String
        public var isValid: Bool

        public init(id: String, name: String, email: String? = nil, appID: String = FakeIdentityProviders.facebookAppID, isValid: Bool = true) {
            self.id = id
            self.name = name
            self.email = email
            self.appID = appID
            self.isValid = isValid
        }
    }

    init(port: Int, state: NIOLockedValueBox<State>) {
        self.port = port
        self.state = state
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    public func jwksURL(_ provider: Provider) -> URL { baseURL.appendingPathComponent("\(provider.rawValue)/keys") }

    public var graphURL: URL { baseURL.appendingPathComponent("graph") }

    /// The environment a server needs to trust these stand-ins for the app `app`.
    public func environment(app: String = "calyx") -> [String: String] {
        let prefix = app.uppercased()
        return [
            "\(prefix)_APPLE_BUNDLE_IDS": Self.appleBundleID,
            "\(prefix)_GOOGLE_CLIENT_IDS": Self.googleClientID,
            "\(prefix)_FACEBOOK_APP_ID": Self.facebookAppID,
            "\(prefix)_FACEBOOK_APP_SECRET": Self.facebookAppSecret,
            "GREENHOUSE_APPLE_JWKS_URL": jwksURL(.apple).absoluteString,
            "GREENHOUSE_GOOGLE_JWKS_URL": jwksURL(.google).absoluteString,
            "GREENHOUSE_FACEBOOK_JWKS_URL": jwksURL(.facebook).absoluteString,
            "GREENHOUSE_FACEBOOK_GRAPH_URL": graphURL.absoluteString,
            // A timeout only a hang reaches: the stand-in answers on the same loaded machine as the
            // tests, and a whole run's parallel tests once held it past the real 5 s.
            "GREENHOUSE_PROVIDER_TIMEOUT_SECONDS": "600",
        ]
    }

    /// The configuration `environment` describes.
    public func configuration(app: String = "calyx") throws -> IdentityConfiguration {
        try IdentityConfiguration(app: app, environment: environment(app: app))
    }

    /// How many times a provider's JWKS has been fetched.
    public func jwksRequests(_ provider: Provider) -> Int {
        state.withLockedValue { $0.jwksRequests[provider] ?? 0 }
    }

    /// While false, every endpoint answers 503.
    public func setAvailable(_ available: Bool) {
        state.withLockedValue { $0.available = available }
    }

    /// Publishes a new key first in the JWKS (the old one stays published unless `retireOld`).
    public func rotateKey(_ provider: Provider, retireOld: Bool = false) throws -> TestSigningKey {
        let key = try TestSigningKey()
        state.withLockedValue { state in
            state.keys[provider] = [key] + (retireOld ? [] : state.keys[provider] ?? [])
        }
        return key
    }

    public func currentKey(_ provider: Provider) -> TestSigningKey {
        state.withLockedValue { $0.keys[provider]![0] }
    }

    public func registerFacebookToken(_ token: String, for user: FacebookUser) {
        state.withLockedValue { $0.facebookTokens[token] = user }
    }

    /// Graph API paths requested, in order (`debug_token`, `me`).
    public var graphRequests: [String] { state.withLockedValue { $0.graphRequests } }

    // MARK: Tokens

    /// A valid Apple identity token: `nonce` is the raw nonce; the token carries its SHA-256, as Apple's does.
    public func appleToken(subject: String = "001234.apple-user", rawNonce: String? = "raw-nonce-\(UUID().uuidString)",
                           email: String? = "alice@privaterelay.appleid.com", edit: (inout TestIDTokenClaims) -> Void = { _ in }) async throws -> String {
        var claims = TestIDTokenClaims(
            iss: "https://appleid.apple.com", aud: [Self.appleBundleID], sub: subject, exp: Date().addingTimeInterval(600), iat: Date(),
            nonce: rawNonce.map(Self.sha256Hex), email: email, emailVerified: .string("true")
        )
        edit(&claims)
        return try await currentKey(.apple).sign(claims)
    }

    public func googleToken(subject: String = "10987654321", email: String? = "bob@gmail.com", emailVerified: Bool = true,
                            name: String? = "Bob Gardener", edit: (inout TestIDTokenClaims) -> Void = { _ in }) async throws -> String {
        var claims = TestIDTokenClaims(
            iss: "https://accounts.google.com", aud: [Self.googleClientID], sub: subject, exp: Date().addingTimeInterval(600), iat: Date(),
            email: email, emailVerified: .bool(emailVerified), name: name, picture: "https://lh3.googleusercontent.com/a/bob"
        )
        edit(&claims)
        return try await currentKey(.google).sign(claims)
    }

    /// A Facebook Limited Login token, carrying the raw nonce.
    public func facebookLimitedLoginToken(subject: String = "10223344556677", rawNonce: String, email: String? = "carol@example.com",
                                          edit: (inout TestIDTokenClaims) -> Void = { _ in }) async throws -> String {
        var claims = TestIDTokenClaims(
            iss: "https://www.facebook.com", aud: [Self.facebookAppID], sub: subject, exp: Date().addingTimeInterval(600), iat: Date(),
            nonce: rawNonce, email: email, name: "Carol Petal"
        )
        edit(&claims)
        return try await currentKey(.facebook).sign(claims)
    }

    public static func sha256Hex(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Running

    /// Starts the stand-ins on a free loopback port for the duration of `body`.
    public static func run<R: Sendable>(_ body: @Sendable (FakeIdentityProviders) async throws -> R) async throws -> R {
        let state = NIOLockedValueBox(State(keys: [.apple: [StandardKeys.apple], .google: [StandardKeys.google], .facebook: [StandardKeys.facebook]]))
        let router = Router()
        for provider in Provider.allCases {
            router.get("\(provider.rawValue)/keys") { _, _ -> Response in
                let (keys, available) = state.withLockedValue { state -> ([TestSigningKey], Bool) in
                    state.jwksRequests[provider, default: 0] += 1
                    return (state.keys[provider] ?? [], state.available)
                }
                guard available else { return Response(status: .serviceUnavailable) }
                let document = try JSONSerialization.data(withJSONObject: ["keys": keys.map(\.jwk)])
                return Response(
                    status: .ok,
                    headers: [.contentType: "application/json", .cacheControl: "public, max-age=3600, must-revalidate"],
                    body: .init(byteBuffer: ByteBuffer(bytes: document))
                )
            }
        }
        router.get("graph/debug_token") { request, _ in try Self.debugToken(request, state: state) }
        router.get("graph/me") { request, _ in try Self.me(request, state: state) }
        addCodeFlowRoutes(to: router, state: state)

        return try await LoopbackServer.run(router) { port in
            try await body(FakeIdentityProviders(port: port, state: state))
        }
    }

    private static func graphResponse(_ object: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))))
    }

    private static func proofIsValid(_ request: Request, token: String) -> Bool {
        let proof = HMAC<SHA256>.authenticationCode(for: Data(token.utf8), using: SymmetricKey(data: Data(facebookAppSecret.utf8)))
            .map { String(format: "%02x", $0) }.joined()
        return request.uri.queryParameters["appsecret_proof"].map(String.init) == proof
    }

    private static func debugToken(_ request: Request, state: NIOLockedValueBox<State>) throws -> Response {
        let query = request.uri.queryParameters
        let (user, available) = state.withLockedValue { state in
            state.graphRequests.append("debug_token")
            return (query["input_token"].flatMap { state.facebookTokens[String($0)] }, state.available)
        }
        guard available else { return Response(status: .serviceUnavailable) }
        let appToken = "\(facebookAppID)|\(facebookAppSecret)"
        guard query["access_token"].map(String.init) == appToken, proofIsValid(request, token: appToken) else {
            return try graphResponse(["error": ["message": "Invalid appsecret_proof provided in the API argument", "code": 100]], status: .badRequest)
        }
        guard let user else {
            return try graphResponse(["data": ["is_valid": false, "error": ["message": "Invalid OAuth access token."]]])
        }
        return try graphResponse(["data": ["app_id": user.appID, "is_valid": user.isValid, "user_id": user.id, "type": "USER"]])
    }

    private static func me(_ request: Request, state: NIOLockedValueBox<State>) throws -> Response {
        let token = request.uri.queryParameters["access_token"].map(String.init) ?? ""
        let user = state.withLockedValue { state in
            state.graphRequests.append("me")
            return state.facebookTokens[token]
        }
        guard proofIsValid(request, token: token) else {
            return try graphResponse(["error": ["message": "Invalid appsecret_proof provided in the API argument", "code": 100]], status: .badRequest)
        }
        guard let user else { return try graphResponse(["error": ["message": "Invalid OAuth access token.", "code": 190]], status: .badRequest) }
        var profile: [String: Any] = ["id": user.id, "name": user.name]
        if let email = user.email { profile["email"] = email }
        return try graphResponse(profile)
    }
}

/// One key per provider, generated once per test process (RSA generation is slow).
enum StandardKeys {
    static let apple = try! TestSigningKey(keyID: "apple-key-1")
    static let google = try! TestSigningKey(keyID: "google-key-1")
    static let facebook = try! TestSigningKey(keyID: "facebook-key-1")
}
