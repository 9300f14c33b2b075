import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServerKit

/// `GET /media/{key}`: the variant files every app links to, public and cacheable forever.
///
/// A key's bytes never change (see `MediaKey`), so responses are `immutable` for a year and revalidate
/// with a strong ETag per encoding; `Vary: Accept` keeps shared caches from giving WebP to a client
/// that asked for JPEG.
///
/// With `redirects` (and a store that has direct URLs: S3), the answer is instead a 307 to a presigned
/// URL valid `redirectLifetime`, so the bytes come from the store; the redirect itself may be cached
/// by the client alone, and for less than the URL lives.
public struct MediaRoutes: SharedRoutes {
    public let id = "media"
    public let store: any MediaStore
    public let redirects: Bool

    public static let cacheControl = "public, max-age=31536000, immutable"
    public static let redirectLifetime: Duration = .seconds(900)
    static let redirectCacheControl = "private, max-age=840"

    /// How long a request for a size another instance is making looks for it (`isStored`). An upload's
    /// larger encodes take well under a second; the wait covers a loaded machine.
    public let pendingWait: Duration
    /// This process's encodes of answered uploads: a request that waits for one hurries it.
    let finishing: MediaFinishing?

    public init(store: any MediaStore, redirects: Bool = false, pendingWait: Duration = .seconds(5), finishing: MediaFinishing? = .shared) {
        self.store = store
        self.redirects = redirects
        self.pendingWait = pendingWait
        self.finishing = finishing
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        routes.get("/media/{key}") { request, context in
            try await serve(request, context: context)
        }
    }

    func serve(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let key = context.parameters.get("key").flatMap(MediaKey.init) else {
            throw Problem.notFound("No such media.")
        }
        let encoding = ContentNegotiation.encoding(accept: request.headers[.accept])
        let etag = "\"\(key).\(encoding.fileExtension)\""
        if redirects, let url = store.directURL(key, encoding: encoding, expires: Self.redirectLifetime) {
            // A URL we redirect to must not be the store's 404: a key without its file is ours to refuse.
            guard try await isStored(key, encoding: encoding) else { throw Problem.notFound("No such media.") }
            return Response(
                status: .temporaryRedirect,
                headers: [.location: url.absoluteString, .cacheControl: Self.redirectCacheControl, .vary: "Accept", .contentLength: "0"]
            )
        }
        var headers: HTTPFields = [.eTag: etag, .cacheControl: Self.cacheControl, .vary: "Accept"]
        if let conditions = request.headers[.ifNoneMatch], Self.matches(conditions, etag: etag),
           try await store.contains(key, encoding: encoding) {
            return Response(status: .notModified, headers: headers)
        }
        var stored = try await store.get(key, encoding: encoding)
        if stored == nil, try await isStored(key, encoding: encoding) {
            stored = try await store.get(key, encoding: encoding)
        }
        guard let file = stored else { throw Problem.notFound("No such media.") }
        headers[.contentType] = encoding.contentType
        headers[.contentLength] = String(file.readableBytes)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: file))
    }

    /// Whether the file exists, waiting for one still being made: a medium or large size whose
    /// thumbnail is stored belongs to an upload answered before its larger encodes finished
    /// (`StagedUploads`), so its URL was handed out and must not be a 404.
    ///
    /// When this process is making it, the encodes left run at normal priority from now on
    /// (`MediaFinishing.expedite`) and the request waits for them to end, however long a loaded machine
    /// takes: they always end, and a deadline of ours would turn a slow machine into a failed image.
    /// When another instance is making it (or a crash left it to the sweep), the request looks for the
    /// file for up to `pendingWait`. Either way, a file still missing is a 503 with `Retry-After`.
    public func isStored(_ key: MediaKey, encoding: MediaEncoding) async throws -> Bool {
        if try await store.contains(key, encoding: encoding) { return true }
        guard key.variant != .thumb,
              try await store.contains(MediaKey(content: key.content, variant: .thumb), encoding: encoding)
        else { return false }
        if let finishing, finishing.expedite(content: key.content) {
            await finishing.wait(for: key.content)
            if try await store.contains(key, encoding: encoding) { return true }
            throw Self.stillBeingMade
        }
        // Looked for every 25 ms in the first second, when the encodes normally end (a stat on disk, a
        // HEAD on S3), then every 100 ms: a waiting client gets the file within a frame of it landing.
        let clock = ContinuousClock()
        let started = clock.now
        while clock.now - started < pendingWait {
            try await Task.sleep(for: clock.now - started < .seconds(1) ? .milliseconds(25) : .milliseconds(100), tolerance: .zero)
            if try await store.contains(key, encoding: encoding) { return true }
        }
        throw Self.stillBeingMade
    }

    static var stillBeingMade: Problem {
        Problem.unavailable("This size of the image is still being made; retry in 5 s.", retryAfterSeconds: 5)
    }

    /// RFC 9110 §13.1.2: `*` or any listed tag, compared weakly.
    public static func matches(_ ifNoneMatch: String, etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var tag = candidate.drop { $0 == " " || $0 == "\t" }
            while tag.last == " " || tag.last == "\t" { tag.removeLast() }
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == etag
        }
    }
}
