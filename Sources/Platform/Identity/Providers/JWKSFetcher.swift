import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOFoundationCompat

/// Fetches a provider's published keys (a JWKS document) over HTTPS.
public protocol JWKSFetching: Sendable {
    func fetch(_ url: URL) async throws -> (document: Data, cacheControl: String?)
}

/// The real fetcher, on AsyncHTTPClient's shared client.
public struct HTTPJWKSFetcher: JWKSFetching {
    let client: HTTPClient
    let timeout: Duration
    /// A JWKS is a few kilobytes; anything much larger is not one.
    static let maximumSize = 256 * 1024

    public init(client: HTTPClient = .shared, timeout: Duration = .seconds(5)) {
        self.client = client
        self.timeout = timeout
    }

    public func fetch(_ url: URL) async throws -> (document: Data, cacheControl: String?) {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let response = try await client.execute(request, timeout: TimeAmount(timeout))
        guard response.status == .ok else { throw JWKSFetchError.status(Int(response.status.code)) }
        let body = try await response.body.collect(upTo: Self.maximumSize)
        return (Data(buffer: body), response.headers.first(name: "Cache-Control"))
    }
}

enum JWKSFetchError: Error {
    case status(Int)
}
