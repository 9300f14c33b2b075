import Foundation

/// Fetches one image over the network. ClientKit stays free of any HTTP library: the iOS apps
/// implement this with URLSession (in their UI targets), Linux tests with AsyncHTTPClient.
///
/// Implementations send `accept` as the `Accept` header, throw `ImageFetchError.status` for any
/// answer but 200, and stop when their task is cancelled (a cell scrolled away).
public protocol ImageFetching: Sendable {
    func fetch(_ url: URL, accept: String) async throws -> FetchedImage
}
