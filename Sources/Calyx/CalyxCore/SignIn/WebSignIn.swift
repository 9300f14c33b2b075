import CalyxAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// What shows the provider's sign-in page and hands back the URL it redirected to: on iOS,
/// `ASWebAuthenticationSession` (CalyxUI); it throws `SignInError.cancelled` when the person closes it.
public protocol WebAuthenticating: Sendable {
    func authenticate(at url: URL, callbackScheme: String) async throws -> URL
}

/// OpenID Connect's authorization-code flow with PKCE against one provider: the page to open, the
/// answer to check, and the code exchanged for an ID token whose nonce is checked before our server
/// ever sees it. The exchange goes through the app's HTTP transport, like every other request.
public struct WebSignIn: Sendable {
    public let provider: WebSignInProvider
    let transport: any ClientTransport

    public init(provider: WebSignInProvider, transport: any ClientTransport) {
        self.provider = provider
        self.transport = transport
    }

    public func authorizationURL(_ secrets: SignInSecrets) -> URL {
        var components = URLComponents(url: provider.authorizationEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = (components.queryItems ?? []) + [
            URLQueryItem(name: "client_id", value: provider.clientID),
            URLQueryItem(name: "redirect_uri", value: provider.redirectURI.absoluteString),
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "scope", value: provider.scopes.joined(separator: " ")),
            URLQueryItem(name: "state", value: secrets.state),
            URLQueryItem(name: "nonce", value: secrets.nonce),
            URLQueryItem(name: "code_challenge", value: secrets.codeChallenge),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        return components.url!
    }

    /// The whole flow: the page, the redirect, the exchange; the credential our server takes.
    public func run(with browser: any WebAuthenticating, secrets: SignInSecrets = SignInSecrets()) async throws(SignInError) -> Components.Schemas.ProviderCredential {
        let callback: URL
        do {
            callback = try await browser.authenticate(at: authorizationURL(secrets), callbackScheme: provider.callbackScheme)
        } catch let error as SignInError {
            throw error
        } catch {
            throw .cancelled
        }
        return try await credential(fromCallback: callback, secrets: secrets)
    }

    /// Checks the redirect belongs to this sign-in, exchanges its code (with the PKCE verifier) and
    /// checks the ID token carries this sign-in's nonce.
    public func credential(fromCallback callback: URL, secrets: SignInSecrets) async throws(SignInError) -> Components.Schemas.ProviderCredential {
        let items = URLComponents(url: callback, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard callback.scheme == provider.callbackScheme, value("state") == secrets.state else { throw .invalidResponse }
        if let error = value("error") {
            throw error == "access_denied" && value("error_reason") != nil ? .cancelled : .refusedByProvider(error)
        }
        guard let code = value("code"), !code.isEmpty else { throw .invalidResponse }
        let idToken = try await exchange(code: code, secrets: secrets)
        guard Self.nonce(in: idToken) == secrets.nonce else { throw .invalidResponse }
        return .init(idToken: idToken, nonce: secrets.nonce)
    }

    private func exchange(code: String, secrets: SignInSecrets) async throws(SignInError) -> String {
        var form = URLComponents()
        form.queryItems = [
            URLQueryItem(name: "grant_type", value: "authorization_code"),
            URLQueryItem(name: "code", value: code),
            URLQueryItem(name: "code_verifier", value: secrets.codeVerifier),
            URLQueryItem(name: "client_id", value: provider.clientID),
            URLQueryItem(name: "redirect_uri", value: provider.redirectURI.absoluteString),
        ]
        // Form encoding: `+` and the like must be escaped, which URLComponents leaves alone in queries.
        let encoded = (form.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        let endpoint = provider.tokenEndpoint
        var origin = URLComponents()
        origin.scheme = endpoint.scheme
        origin.host = endpoint.host
        origin.port = endpoint.port
        let path = endpoint.path
        let request: HTTPRequest
        let body: HTTPBody?
        if provider.exchangesWithGET {
            request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "\(path)?\(encoded)", headerFields: [.accept: "application/json"])
            body = nil
        } else {
            request = HTTPRequest(
                method: .post, scheme: nil, authority: nil, path: path,
                headerFields: [.accept: "application/json", .contentType: "application/x-www-form-urlencoded"]
            )
            body = HTTPBody(encoded)
        }
        do {
            let (response, answer) = try await transport.send(request, body: body, baseURL: origin.url!, operationID: "oauthCodeExchange")
            guard response.status == .ok, let answer else { throw SignInError.refusedByProvider("token \(response.status.code)") }
            let data = try await Data(collecting: answer, upTo: 1 << 20)
            struct TokenResponse: Decodable { let id_token: String }
            guard let token = try? JSONDecoder().decode(TokenResponse.self, from: data) else { throw SignInError.invalidResponse }
            return token.id_token
        } catch let error as SignInError {
            throw error
        } catch {
            throw .offline
        }
    }

    /// The `nonce` claim of a JWT. Its signature is our server's to check; here only whether it is
    /// this sign-in's token at all.
    static func nonce(in idToken: String) -> String? {
        let parts = idToken.split(separator: ".")
        guard parts.count == 3, let payload = Data(base64URLEncoded: parts[1]),
              let claims = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return nil }
        return claims["nonce"] as? String
    }
}
