import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit

/// Verifies a classic Facebook Login access token with the Graph API: `debug_token` must say the token
/// is valid and was issued to our app; then `/me` names the person. Every call carries `appsecret_proof`
/// (HMAC-SHA256 of the access token it uses, keyed with the app secret), as Facebook asks of servers.
public struct FacebookGraphVerifier: Sendable {
    let appID: String
    let appSecret: String
    let graphURL: URL
    let client: HTTPClient
    let timeout: Duration

    public init(appID: String, appSecret: String, graphURL: URL, client: HTTPClient = .shared, timeout: Duration = .seconds(5)) {
        self.appID = appID
        self.appSecret = appSecret
        self.graphURL = graphURL
        self.client = client
        self.timeout = timeout
    }

    struct DebugToken: Decodable {
        struct Data: Decodable {
            var appID: String?
            var isValid: Bool?
            var userID: String?
            var error: GraphError?

            enum CodingKeys: String, CodingKey {
                case appID = "app_id", isValid = "is_valid", userID = "user_id", error
            }
        }

        var data: Data
    }

    struct GraphError: Decodable {
        var message: String?
    }

    struct Me: Decodable {
        struct Picture: Decodable {
            struct Data: Decodable { var url: String? }
            var data: Data?
        }

        var id: String
        var name: String?
        var email: String?
        var picture: Picture?
    }

    public func verify(accessToken: String) async throws(IdentityError) -> VerifiedIdentity {
        let appToken = "\(appID)|\(appSecret)"
        let debug: DebugToken = try await get("debug_token", ["input_token": accessToken, "access_token": appToken], proofFor: appToken)
        guard debug.data.isValid == true else {
            throw .facebookTokenRejected(debug.data.error?.message ?? "the token is not valid")
        }
        guard debug.data.appID == appID else { throw .facebookTokenRejected("the token belongs to another app") }
        guard let userID = debug.data.userID else { throw .facebookTokenRejected("the token names no user") }

        let me: Me = try await get("me", ["fields": "id,name,email,picture.type(large)", "access_token": accessToken], proofFor: accessToken)
        guard me.id == userID else { throw .facebookTokenRejected("the token and the profile disagree") }
        // Facebook only returns an email the person has confirmed.
        return VerifiedIdentity(method: .facebook, subject: userID, email: me.email, displayName: me.name, photoURL: me.picture?.data?.url)
    }

    /// HMAC-SHA256(access token, key: app secret), hex.
    static func appSecretProof(for token: String, secret: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(token.utf8), using: SymmetricKey(data: Data(secret.utf8))).hexString
    }

    private func get<Response: Decodable>(_ path: String, _ query: [String: String], proofFor token: String) async throws(IdentityError) -> Response {
        var components = URLComponents(url: graphURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = (query.sorted { $0.key < $1.key } + [("appsecret_proof", Self.appSecretProof(for: token, secret: appSecret))])
            .map { URLQueryItem(name: $0.0, value: $0.1) }
        // `+` is literal in a query; Graph would read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        do {
            let response = try await client.execute(HTTPClientRequest(url: components.url!.absoluteString), timeout: TimeAmount(timeout))
            let body = try await response.body.collect(upTo: 1 << 20)
            if response.status == .ok {
                return try JSONDecoder().decode(Response.self, from: Data(buffer: body))
            }
            if (400..<500).contains(response.status.code) {
                let message = (try? JSONDecoder().decode([String: GraphError].self, from: Data(buffer: body)))?["error"]?.message
                throw IdentityError.facebookTokenRejected(message ?? "Graph API answered \(response.status.code)")
            }
            throw IdentityError.providerUnavailable(.facebook)
        } catch let error as IdentityError {
            throw error
        } catch {
            throw .providerUnavailable(.facebook)
        }
    }
}
