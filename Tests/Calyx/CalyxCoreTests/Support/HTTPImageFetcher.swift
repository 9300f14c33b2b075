import AsyncHTTPClient
import ClientKit
import Foundation
import NIOConcurrencyHelpers
import ServerKitTestSupport

/// What the iOS apps' URLSession fetcher does, over AsyncHTTPClient for Linux: real HTTP to the server
/// in-process, recording every request it sends so tests can tell a cache hit from a fetch.
final class HTTPImageFetcher: ImageFetching {
    private let sent = NIOLockedValueBox<[(url: URL, accept: String)]>([])

    /// Requests so far, as (URL, `Accept`).
    var requests: [(url: URL, accept: String)] { sent.withLockedValue { $0 } }

    func fetch(_ url: URL, accept: String) async throws -> FetchedImage {
        sent.withLockedValue { $0.append((url, accept)) }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: accept)
        let response = try await LoopbackHTTP.client.execute(request, timeout: LoopbackHTTP.hangBound)
        guard response.status == .ok else { throw ImageFetchError.status(Int(response.status.code)) }
        let body = try await response.body.collect(upTo: 32 * 1024 * 1024)
        return FetchedImage(
            data: Data(body.readableBytesView), contentType: response.headers.first(name: "Content-Type") ?? "",
            etag: response.headers.first(name: "ETag")
        )
    }
}
