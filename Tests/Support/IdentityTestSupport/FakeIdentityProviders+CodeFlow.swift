import Crypto
import Foundation
import Hummingbird
import HummingbirdCore
import NIOConcurrencyHelpers
import NIOCore

/// Google's and Facebook's OpenID Connect authorization-code flow with PKCE, as an app without their
/// SDKs meets it: a sign-in page (`/<provider>/authorize`) that, the person having agreed, redirects
/// to the app's redirect URI with a one-time code and the app's state; and a token endpoint
/// (`/<provider>/token`: a POSTed form for Google, a GET for Facebook) that gives an ID token for the
/// code only to the client that proves it holds the PKCE verifier (RFC 7636, S256).
extension FakeIdentityProviders {
    struct IssuedCode: Sendable {
        let provider: Provider
        let clientID: String
        let redirectURI: String
        let challenge: String
        let nonce: String?
    }

    /// How many codes were exchanged for tokens at `provider`'s token endpoint.
    public func tokenExchanges(_ provider: Provider) -> Int {
        state.withLockedValue { $0.tokenExchanges[provider] ?? 0 }
    }

    public func authorizationEndpoint(_ provider: Provider) -> URL { baseURL.appendingPathComponent("\(provider.rawValue)/authorize") }
    public func tokenEndpoint(_ provider: Provider) -> URL { baseURL.appendingPathComponent("\(provider.rawValue)/token") }

    static func addCodeFlowRoutes(to router: Router<BasicRequestContext>, state: NIOLockedValueBox<State>) {
        for provider in [Provider.google, .facebook] {
            router.get("\(provider.rawValue)/authorize") { request, _ in
                try authorize(provider, request.uri.queryParameters, state: state)
            }
            router.get("\(provider.rawValue)/token") { request, _ in
                try await exchange(provider, request.uri.queryParameters.map { (String($0.key), String($0.value)) }, state: state)
            }
            router.post("\(provider.rawValue)/token") { request, _ in
                let body = try await request.body.collect(upTo: 64 * 1024)
                var form = URLComponents()
                form.percentEncodedQuery = String(buffer: body).replacingOccurrences(of: "+", with: "%20")
                return try await exchange(provider, (form.queryItems ?? []).map { ($0.name, $0.value ?? "") }, state: state)
            }
        }
    }

    private static func authorize(_ provider: Provider, _ query: FlatDictionary<Substring, Substring>, state: NIOLockedValueBox<State>) throws -> Response {
        func value(_ name: String) -> String? { query[Substring(name)].map(String.init) }
        let expectedClient = provider == .google ? googleClientID : facebookAppID
        guard value("client_id") == expectedClient, let redirect = value("redirect_uri"), var target = URLComponents(string: redirect),
              value("response_type") == "code", value("scope")?.split(separator: " ").contains("openid") == true,
              value("code_challenge_method") == "S256", let challenge = value("code_challenge")
        else { return Response(status: .badRequest) }
        let code = UUID().uuidString
        state.withLockedValue {
            $0.codes[code] = IssuedCode(provider: provider, clientID: expectedClient, redirectURI: redirect, challenge: challenge, nonce: value("nonce"))
        }
        target.queryItems = (target.queryItems ?? []) + [URLQueryItem(name: "code", value: code)] + (value("state").map { [URLQueryItem(name: "state", value: $0)] } ?? [])
        return Response(status: .found, headers: [.location: target.string ?? redirect])
    }

    private static func exchange(_ provider: Provider, _ items: [(String, String)], state: NIOLockedValueBox<State>) async throws -> Response {
        func value(_ name: String) -> String? { items.first { $0.0 == name }?.1 }
        let issued = state.withLockedValue { state -> IssuedCode? in
            // A code works once, whatever the outcome.
            guard let code = value("code") else { return nil }
            return state.codes.removeValue(forKey: code)
        }
        guard let issued, issued.provider == provider, value("client_id") == issued.clientID, value("redirect_uri") == issued.redirectURI,
              provider == .facebook || value("grant_type") == "authorization_code",
              let verifier = value("code_verifier"), Self.base64URL(Data(SHA256.hash(data: Data(verifier.utf8)))) == issued.challenge
        else {
            return Response(
                status: .badRequest, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"error":"invalid_grant"}"#))
            )
        }
        state.withLockedValue { $0.tokenExchanges[provider, default: 0] += 1 }
        let providers = FakeIdentityProviders(port: 0, state: state)
        let idToken = switch provider {
        case .google: try await providers.googleToken { $0.nonce = issued.nonce }
        default: try await providers.facebookLimitedLoginToken(rawNonce: issued.nonce ?? "")
        }
        let answer = try JSONSerialization.data(withJSONObject: ["access_token": UUID().uuidString, "token_type": "Bearer", "expires_in": 3600, "id_token": idToken])
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: answer)))
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
