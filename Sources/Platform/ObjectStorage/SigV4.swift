import Crypto
import Foundation

/// AWS Signature Version 4 for S3 requests (header authentication): the canonical request, the
/// string to sign, the derived signing key, and the `Authorization` header, as AWS's documentation
/// "Signature Version 4 signing process" specifies. The payload's SHA-256 is signed too (and sent
/// as `x-amz-content-sha256`, which S3 requires).
public struct SigV4: Sendable {
    public let credentials: S3Credentials
    public let region: String
    public let service: String

    public init(credentials: S3Credentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    public static let emptyPayloadHash = hex(SHA256.hash(data: [UInt8]()))

    /// The headers to add to a request: `x-amz-date`, `x-amz-content-sha256`, the session token if
    /// any, and `Authorization`. `headers` are the request's other headers that must be signed
    /// (`host` is always signed, from the URL).
    public func sign(
        method: String, url: URL, headers: [(String, String)] = [], payloadHash: String, date: Date
    ) -> [(String, String)] {
        let (amzDate, day) = Self.timestamps(date)
        var signed: [(String, String)] = headers.map { ($0.0.lowercased(), $0.1.trimmingCharacters(in: .whitespaces)) }
        signed.append(("host", Self.hostHeader(url)))
        signed.append(("x-amz-date", amzDate))
        signed.append(("x-amz-content-sha256", payloadHash))
        if let token = credentials.sessionToken { signed.append(("x-amz-security-token", token)) }
        signed.sort { $0.0 < $1.0 }
        let signedNames = signed.map(\.0).joined(separator: ";")
        let canonical = [
            method.uppercased(),
            url.path(percentEncoded: true).isEmpty ? "/" : url.path(percentEncoded: true),
            Self.canonicalQuery(url),
            signed.map { "\($0.0):\($0.1)\n" }.joined(),
            signedNames,
            payloadHash,
        ].joined(separator: "\n")
        let scope = "\(day)/\(region)/\(service)/aws4_request"
        let stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, Self.hex(SHA256.hash(data: Array(canonical.utf8)))].joined(separator: "\n")
        let signature = Self.hex(HMAC<SHA256>.authenticationCode(for: Array(stringToSign.utf8), using: signingKey(day: day)))
        let authorization = "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope), SignedHeaders=\(signedNames), Signature=\(signature)"
        var added = [("x-amz-date", amzDate), ("x-amz-content-sha256", payloadHash)]
        if let token = credentials.sessionToken { added.append(("x-amz-security-token", token)) }
        added.append(("Authorization", authorization))
        return added
    }

    /// kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, day), region), service), "aws4_request").
    func signingKey(day: String) -> SymmetricKey {
        var key = SymmetricKey(data: Array("AWS4\(credentials.secretAccessKey)".utf8))
        for part in [day, region, service, "aws4_request"] {
            key = SymmetricKey(data: Data(HMAC<SHA256>.authenticationCode(for: Array(part.utf8), using: key)))
        }
        return key
    }

    /// `20261125T080000Z` and `20261125`, in UTC.
    static func timestamps(_ date: Date) -> (String, String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = String(format: "%04d%02d%02d", c.year!, c.month!, c.day!)
        return (day + String(format: "T%02d%02d%02dZ", c.hour!, c.minute!, c.second!), day)
    }

    static func hostHeader(_ url: URL) -> String {
        let host = url.host() ?? ""
        guard let port = url.port else { return host }
        let standard = (url.scheme == "https" && port == 443) || (url.scheme == "http" && port == 80)
        return standard ? host : "\(host):\(port)"
    }

    /// Query parameters sorted by name, then value, each part encoded (an empty value stays `name=`).
    static func canonicalQuery(_ url: URL) -> String {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let pairs: [(name: String, value: String)] = items.map { item in (encode(item.name), encode(item.value ?? "")) }
        let sorted = pairs.sorted { a, b in a.name == b.name ? a.value < b.value : a.name < b.name }
        return sorted.map { pair in pair.name + "=" + pair.value }.joined(separator: "&")
    }

    static let unreserved = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~".utf8))
    static let slash = UInt8(ascii: "/")

    /// RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX (uppercase).
    static func encode(_ text: String, keepSlash: Bool = false) -> String {
        var out = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) || (keepSlash && byte == slash) {
                out.append(Character(UnicodeScalar(byte)))
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// An object key as a URL path (its slashes kept), encoded once: S3 does not encode twice.
    static func encode(path: String) -> String { encode(path, keepSlash: true) }

    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}

extension SigV4 {
    /// Query-string authentication ("presigned URL"): the same canonical request with the `X-Amz-*`
    /// parameters in the query, only `host` signed, and the payload `UNSIGNED-PAYLOAD`.
    public func presign(method: String, url: URL, expires: Duration, date: Date) -> URL {
        let (amzDate, day) = Self.timestamps(date)
        let scope = "\(day)/\(region)/\(service)/aws4_request"
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        var query = components.percentEncodedQuery.map { [$0] } ?? []
        var added = [
            ("X-Amz-Algorithm", "AWS4-HMAC-SHA256"),
            ("X-Amz-Credential", "\(credentials.accessKeyID)/\(scope)"),
            ("X-Amz-Date", amzDate),
            ("X-Amz-Expires", String(expires.components.seconds)),
            ("X-Amz-SignedHeaders", "host"),
        ]
        if let token = credentials.sessionToken { added.append(("X-Amz-Security-Token", token)) }
        query += added.map { Self.encode($0.0) + "=" + Self.encode($0.1) }
        components.percentEncodedQuery = query.joined(separator: "&")
        let unsigned = components.url!
        let canonical = [
            method.uppercased(),
            unsigned.path(percentEncoded: true).isEmpty ? "/" : unsigned.path(percentEncoded: true),
            Self.canonicalQuery(unsigned),
            "host:\(Self.hostHeader(unsigned))\n",
            "host",
            "UNSIGNED-PAYLOAD",
        ].joined(separator: "\n")
        let stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, Self.hex(SHA256.hash(data: Array(canonical.utf8)))].joined(separator: "\n")
        let signature = Self.hex(HMAC<SHA256>.authenticationCode(for: Array(stringToSign.utf8), using: signingKey(day: day)))
        components.percentEncodedQuery = (query + ["X-Amz-Signature=\(signature)"]).joined(separator: "&")
        return components.url!
    }
}
