import Foundation

/// Where objects live on an S3-compatible store (AWS S3, Cloudflare R2, MinIO, Ceph RGW), from one URL:
/// `https://ENDPOINT[:PORT]/BUCKET?region=REGION&style=path|virtual` (`GREENHOUSE_MEDIA_S3_URL`).
/// Path style (`endpoint/bucket/key`) suits MinIO and local servers; virtual-host style
/// (`bucket.endpoint/key`) is AWS's default. The region defaults to `us-east-1`, the style to path.
public struct S3Location: Sendable, Equatable {
    public enum Style: String, Sendable { case path, virtual }

    public let endpoint: URL
    public let bucket: String
    public let region: String
    public let style: Style

    public init(endpoint: URL, bucket: String, region: String = "us-east-1", style: Style = .path) {
        self.endpoint = endpoint
        self.bucket = bucket
        self.region = region
        self.style = style
    }

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case notHTTP, noBucket, badBucket(String), badStyle(String)

        public var description: String {
            switch self {
            case .notHTTP: "must be an http or https URL: https://ENDPOINT/BUCKET?region=REGION&style=path|virtual"
            case .noBucket: "names no bucket (its path's first part)"
            case .badBucket(let name): "“\(name)” is not a bucket name (3–63 lowercase letters, digits, '.' and '-')"
            case .badStyle(let style): "style “\(style)” is neither path nor virtual"
            }
        }
    }

    public init(parsing text: String) throws(ParseError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty else { throw .notHTTP }
        let parts = components.path.split(separator: "/")
        guard let bucket = parts.first.map(String.init) else { throw .noBucket }
        guard parts.count == 1, Self.isBucketName(bucket) else { throw .badBucket(String(components.path.dropFirst())) }
        var endpoint = URLComponents()
        endpoint.scheme = scheme
        endpoint.host = host
        endpoint.port = components.port
        let query = components.queryItems ?? []
        let styleText = query.first { $0.name == "style" }?.value ?? "path"
        guard let style = Style(rawValue: styleText) else { throw .badStyle(styleText) }
        guard let endpointURL = endpoint.url else { throw .notHTTP }
        self.init(endpoint: endpointURL, bucket: bucket, region: query.first { $0.name == "region" }?.value ?? "us-east-1", style: style)
    }

    /// The URL of `key` (encoded by `SigV4.encode(path:)`), with `query` encoded as SigV4 signs it.
    func url(for key: String, query: [URLQueryItem] = []) -> URL {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { SigV4.encode($0.name) + "=" + SigV4.encode($0.value ?? "") }.joined(separator: "&")
        }
        switch style {
        case .path:
            components.percentEncodedPath = "/\(bucket)/" + SigV4.encode(path: key)
        case .virtual:
            components.host = "\(bucket).\(components.host ?? "")"
            components.percentEncodedPath = "/" + SigV4.encode(path: key)
        }
        return components.url!
    }

    public static func isBucketName(_ name: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
        return (3...63).contains(name.count) && name.allSatisfy(allowed.contains) && name.first != "-" && name.first != "."
    }
}
