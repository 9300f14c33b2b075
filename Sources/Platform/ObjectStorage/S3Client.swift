import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOHTTP1
import Tracing

/// A small S3 client of our own (no S3 SDK is among our packages): PUT, GET, HEAD and DELETE of
/// objects, each request signed with SigV4 and bounded by a timeout. An error from the store is an
/// `S3Error` with its status and S3's error code (`SignatureDoesNotMatch`, `NoSuchBucket`…).
public struct S3Client: Sendable {
    /// What HEAD says about an object.
    public struct ObjectInfo: Sendable, Equatable {
        public let size: Int
        public let eTag: String?
        public let contentType: String?
    }

    public let location: S3Location
    let signer: SigV4
    let http: HTTPClient
    let timeout: TimeAmount
    let now: @Sendable () -> Date

    public init(
        location: S3Location, credentials: S3Credentials, http: HTTPClient = S3Client.defaultHTTP, timeout: TimeAmount = .seconds(30),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.location = location
        signer = SigV4(credentials: credentials, region: location.region)
        self.http = http
        self.timeout = timeout
        self.now = now
    }

    /// The connection pool every S3 client shares unless given another. Unlike `HTTPClient.shared`, a
    /// refused connection fails at once instead of being retried until the request's deadline: a
    /// store that is down must turn into a quick 503, not a request held for the whole timeout.
    public static let defaultHTTP: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 32)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(5)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// Stores `bytes` under `key`: one PUT, or a multipart upload above `multipartThreshold` (aborted
    /// if any part fails, so no half-object is ever visible under the key).
    public func put(_ bytes: [UInt8], key: String, contentType: String = "application/octet-stream") async throws {
        if bytes.count > Self.multipartThreshold {
            try await putMultipart(bytes, key: key, contentType: contentType)
            return
        }
        let response = try await send(.PUT, key: key, body: bytes, headers: [("Content-Type", contentType)])
        try Self.expect(response, [200])
    }

    /// The object's bytes, or nil when there is no such object.
    public func get(_ key: String, maxBytes: Int = 256 << 20) async throws -> [UInt8]? {
        try await getWithType(key)?.bytes
    }

    /// The object's bytes and content type from one GET, or nil when there is no such object.
    public func getWithType(_ key: String) async throws -> (bytes: [UInt8], contentType: String?)? {
        let response = try await send(.GET, key: key)
        if response.status == .notFound { return nil }
        try Self.expect(response, [200])
        return (response.body, response.headers.first(name: "content-type"))
    }

    /// Up to `count` bytes from `offset` (a ranged GET); fewer at the object's end, none past it; nil
    /// when there is no such object.
    public func get(_ key: String, offset: Int, count: Int) async throws -> [UInt8]? {
        guard count > 0 else { return [] }
        let response = try await send(.GET, key: key, headers: [("Range", "bytes=\(offset)-\(offset + count - 1)")])
        switch response.status.code {
        case 404: return nil
        case 416: return []
        default:
            try Self.expect(response, [200, 206])
            // A store that ignores Range answers 200 with the whole object.
            if response.status.code == 200 {
                guard offset < response.body.count else { return [] }
                return Array(response.body[offset..<min(response.body.count, offset + count)])
            }
            return response.body
        }
    }

    /// Size, ETag and type, or nil when there is no such object.
    public func head(_ key: String) async throws -> ObjectInfo? {
        let response = try await send(.HEAD, key: key)
        if response.status == .notFound { return nil }
        try Self.expect(response, [200])
        return ObjectInfo(
            size: response.headers.first(name: "content-length").flatMap(Int.init) ?? 0,
            eTag: response.headers.first(name: "etag"), contentType: response.headers.first(name: "content-type")
        )
    }

    /// Removes the object; removing what is absent is not an error (S3 answers 204 either way).
    public func delete(_ key: String) async throws {
        let response = try await send(.DELETE, key: key)
        try Self.expect(response, [200, 204])
    }

    struct Response {
        let status: HTTPResponseStatus
        let headers: HTTPHeaders
        let body: [UInt8]
    }

    func send(
        _ method: HTTPMethod, key: String, query: [URLQueryItem] = [], body: [UInt8]? = nil, headers extra: [(String, String)] = []
    ) async throws -> Response {
        let url = location.url(for: key, query: query)
        let payloadHash = body.map { SigV4.hex(SHA256.hash(data: $0)) } ?? SigV4.emptyPayloadHash
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method
        for (name, value) in extra { request.headers.add(name: name, value: value) }
        for (name, value) in signer.sign(method: method.rawValue, url: url, headers: extra, payloadHash: payloadHash, date: now()) {
            request.headers.add(name: name, value: value)
        }
        if let body {
            request.headers.add(name: "Content-Length", value: String(body.count))
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        // As ServerKit's OutboundSpan (which this module, below ServerKit, cannot use): the store's host and
        // the method, never the key or the query (a signature).
        return try await withSpan("S3 \(method.rawValue)", ofKind: .client) { span in
            span.updateAttributes { attributes in
                attributes["peer.service"] = "s3"
                attributes["server.address"] = url.host ?? ""
                attributes["server.port"] = url.port ?? (url.scheme == "https" ? 443 : 80)
                attributes["http.request.method"] = method.rawValue
            }
            let response: HTTPClientResponse
            do {
                response = try await http.execute(request, timeout: timeout)
            } catch let error as HTTPClientError {
                throw S3Unreachable(underlying: error)
            } catch let error as IOError {
                throw S3Unreachable(underlying: error)
            } catch let error as ChannelError {
                throw S3Unreachable(underlying: error)
            }
            span.attributes["http.response.status_code"] = Int(response.status.code)
            let bytes = method == .HEAD ? [] : Array(buffer: try await response.body.collect(upTo: 256 << 20))
            return Response(status: response.status, headers: response.headers, body: bytes)
        }
    }

    /// A store that answers 500/502/503/504 (S3's `InternalError`, `SlowDown`, a gateway in front) is
    /// away for now, like one that cannot be reached; any other unexpected answer is its refusal.
    static func expect(_ response: Response, _ statuses: Set<UInt>) throws {
        guard !statuses.contains(response.status.code) else { return }
        let error = S3Error(status: Int(response.status.code), body: response.body)
        if [500, 502, 503, 504].contains(response.status.code) { throw S3Unreachable(underlying: error) }
        throw error
    }
}
