import ClientKit
import Foundation

/// The apps' `ImageFetching` on iOS: one GET through URLSession with the loader's `Accept`. The
/// loader keeps its own caches, so URLSession's is bypassed rather than filled twice.
public struct URLSessionImageFetcher: ImageFetching {
    let session: URLSession

    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    public func fetch(_ url: URL, accept: String) async throws -> FetchedImage {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 30)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        guard http.statusCode == 200 else { throw ImageFetchError.status(http.statusCode) }
        let contentType = http.value(forHTTPHeaderField: "Content-Type") ?? ""
        return FetchedImage(data: data, contentType: contentType, etag: http.value(forHTTPHeaderField: "ETag"))
    }
}
