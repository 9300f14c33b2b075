import Foundation

extension S3Client {
    /// A URL anyone may GET `key` with until `expires` has passed, without credentials (query-string
    /// SigV4). `responseHeaders` (e.g. `response-cache-control`, `response-content-type`) are signed
    /// into it, so the store answers with our caching and type rather than whatever it stored.
    public func presignedGET(_ key: String, expires: Duration, responseHeaders: [URLQueryItem] = []) -> URL {
        signer.presign(method: "GET", url: location.url(for: key, query: responseHeaders), expires: expires, date: now())
    }
}
