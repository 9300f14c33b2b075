import Foundation
import NIOHTTP1

extension S3Client {
    /// Every key under `prefix` (ListObjectsV2, `pageSize` keys a request, following continuation
    /// tokens), in S3's order.
    public func keys(under prefix: String, pageSize: Int = 1000) async throws -> [String] {
        var keys: [String] = []
        var token: String?
        repeat {
            var query = [
                URLQueryItem(name: "list-type", value: "2"), URLQueryItem(name: "max-keys", value: String(pageSize)),
                URLQueryItem(name: "prefix", value: prefix),
            ]
            if let token { query.append(URLQueryItem(name: "continuation-token", value: token)) }
            let response = try await send(.GET, key: "", query: query)
            try Self.expect(response, [200])
            let text = String(decoding: response.body, as: UTF8.self)
            keys += S3XML.elements("Key", in: text)
            token = S3XML.elements("IsTruncated", in: text).first == "true" ? S3XML.elements("NextContinuationToken", in: text).first : nil
        } while token != nil
        return keys
    }

    /// Deletes every key under `prefix`.
    public func deleteAll(under prefix: String) async throws {
        for key in try await keys(under: prefix) { try await delete(key) }
    }
}
