import CalyxAPI
import Foundation
import HTTPTypes
import Media
import MediaTestSupport
import NIOCore
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Calyx media API")
struct MediaAPITests {
    /// Uploads `bytes` as `user` through the generated client.
    func upload(_ bytes: [UInt8], as token: String, _ calyx: CalyxHarness) async throws -> Operations.UploadMedia.Output {
        try await calyx.upload(bytes, token: token)
    }

    /// Files under the server's media directory.
    func mediaFiles(_ calyx: CalyxHarness) -> [String] {
        calyx.server.isolation.scratch.files().filter { $0.contains("media/") }
    }

    @Test("an upload answers with its variants, served with negotiation, ETags and immutable caching", arguments: TestDatabases.backends)
    func uploadAndServe(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.devSignIn("alice")
            let photo = try await TestPhotos.make(width: 2400, height: 1800, format: .jpeg, exif: EXIFBlock(orientation: 6))
            let image = try await upload(photo, as: alice.accessToken, calyx).created.body.json
            #expect(image.width == 1800 && image.height == 2400)
            #expect(image.blurhash.utf8.count == 28)
            #expect(image.averageColor.wholeMatch(of: /#[0-9a-f]{6}/) != nil)
            let variants = [("thumb", image.variants.thumb, [400, 400]), ("medium", image.variants.medium, [900, 1200]), ("large", image.variants.large, [1536, 2048])]
            for (name, variant, size) in variants {
                #expect([variant.width, variant.height] == size, "\(name)")
                #expect(variant.url.hasPrefix("/media/") && variant.url.hasSuffix("-\(name)"))

                let webp = try await calyx.raw.get(variant.url, headers: [.accept: "image/avif,image/webp,*/*;q=0.8"])
                #expect(webp.status == .ok)
                #expect(webp.headers[.contentType] == "image/webp")
                #expect(webp.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(webp.headers[.vary] == "Accept")
                let served = try ImageInspection(Array(buffer: try #require(webp.body)))
                #expect(served.format == .webp && [served.width, served.height] == size)
                #expect(served.identifyingFields.isEmpty)

                let jpeg = try await calyx.raw.get(variant.url, headers: [.accept: "*/*"])
                #expect(jpeg.headers[.contentType] == "image/jpeg")
                let jpegETag = try #require(jpeg.headers[.eTag])
                #expect(jpegETag != webp.headers[.eTag])
                #expect(try ImageInspection(Array(buffer: try #require(jpeg.body))).format == .jpeg)
                let refusedWebP = try await calyx.raw.get(variant.url, headers: [.accept: "image/webp;q=0, image/jpeg"])
                #expect(refusedWebP.headers[.contentType] == "image/jpeg")

                let revalidated = try await calyx.raw.get(variant.url, headers: [.ifNoneMatch: jpegETag])
                #expect(revalidated.status == .notModified)
                #expect(revalidated.body.map(\.readableBytes) ?? 0 == 0)
                #expect(revalidated.headers[.eTag] == jpegETag)
                let changed = try await calyx.raw.get(variant.url, headers: [.ifNoneMatch: #""something-else""#])
                #expect(changed.status == .ok)
                let head = try await calyx.raw.head(variant.url)
                #expect(head.status == .ok && head.headers[.contentLength] == jpeg.headers[.contentLength])
            }
            // Unknown and malformed keys are 404 problems, never paths.
            for path in ["/media/00000000000000000000000000000000-thumb", "/media/..%2F..%2Fsecrets%2Fcursor.key", "/media/abc-huge"] {
                let missing = try await calyx.raw.get(path)
                #expect(missing.status == .notFound && missing.problem != nil, "\(path)")
            }
        }
    }

    @Test("every refusal is a problem naming the body, and leaves nothing behind")
    func refusals() async throws {
        try await CalyxHarness.run { calyx in
            let alice = try await calyx.devSignIn("alice")
            let valid = try await TestPhotos.make(width: 800, height: 600, format: .jpeg)
            let cases: [(String, [UInt8], Int, String)] = [
                ("gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B], 415, "unsupported-image"),
                ("svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"/>"#.utf8), 415, "unsupported-image"),
                ("text", Array("just some words\n".utf8), 415, "unsupported-image"),
                ("truncated", Array(valid.prefix(valid.count / 2)), 422, "unreadable-image"),
                ("bomb", PNGBomb.make(width: 60_000, height: 60_000), 413, "image-too-many-pixels"),
            ]
            for (name, bytes, status, slug) in cases {
                let response = try await calyx.raw.post(
                    "/calyx/v1/media", headers: [.authorization: "Bearer \(alice.accessToken)", .contentType: "image/jpeg"],
                    body: ByteBuffer(bytes: bytes)
                )
                #expect(response.status.code == status, "\(name)")
                #expect(response.problem?.type == "urn:greenhouse:problem:\(slug)", "\(name)")
                #expect(response.problem?.errors?.first?.field == "body", "\(name)")
            }
            // Over 20 MiB: refused from Content-Length, before the body is read.
            let huge = try await calyx.raw.post(
                "/calyx/v1/media", headers: [.authorization: "Bearer \(alice.accessToken)", .contentType: "image/jpeg"],
                body: ByteBuffer(repeating: 0xFF, count: (20 << 20) + 1)
            )
            #expect(huge.status == .contentTooLarge)
            #expect(huge.problem?.detail?.contains("20 MiB") == true)
            #expect(huge.problem?.errors?.first?.field == "body")
            // Anonymous: refused for the missing token before the body is read, whatever its size.
            let anonymousHuge = try await calyx.raw.post(
                "/calyx/v1/media", headers: [.contentType: "image/jpeg"], body: ByteBuffer(repeating: 0xFF, count: (20 << 20) - 1)
            )
            #expect(anonymousHuge.status == .unauthorized)
            let badID = try await calyx.raw.delete("/calyx/v1/media/not-a-uuid", headers: [.authorization: "Bearer \(alice.accessToken)"], body: ByteBuffer())
            #expect(badID.status == .badRequest && badID.problem?.errors?.first?.field == "mediaId")
            // No body at all: the same refusal as any other non-image.
            let empty = try await calyx.raw.post("/calyx/v1/media", headers: [.authorization: "Bearer \(alice.accessToken)"], body: ByteBuffer())
            #expect(empty.status == .unsupportedMediaType && empty.problem?.errors?.first?.field == "body")
            // Without a token: 401, nothing processed.
            let anonymous = try await calyx.raw.post("/calyx/v1/media", headers: [.contentType: "image/jpeg"], body: ByteBuffer(bytes: valid))
            #expect(anonymous.status == .unauthorized)
            #expect(mediaFiles(calyx).isEmpty)
        }
    }

    @Test("uploads are rate-limited per user")
    func rateLimit() async throws {
        try await CalyxHarness.run(environment: ["CALYX_MEDIA_UPLOAD_BURST": "2"]) { calyx in
            let alice = try await calyx.devSignIn("alice"), bob = try await calyx.devSignIn("bob")
            let photo = try await TestPhotos.make(width: 300, height: 300, format: .png)
            _ = try await upload(photo, as: alice.accessToken, calyx).created
            _ = try await upload(photo, as: alice.accessToken, calyx).created
            let third = try await calyx.raw.post(
                "/calyx/v1/media", headers: [.authorization: "Bearer \(alice.accessToken)"], body: ByteBuffer(bytes: photo)
            )
            #expect(third.status == .tooManyRequests)
            #expect(third.headers[.retryAfter].flatMap(Int.init) ?? 0 >= 1)
            // Bob has his own allowance.
            _ = try await upload(photo, as: bob.accessToken, calyx).created
        }
    }

    @Test("deleting an upload deletes its files once nobody else's upload uses them", arguments: TestDatabases.backends)
    func deletion(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.devSignIn("alice"), bob = try await calyx.devSignIn("bob")
            let photo = try await TestPhotos.make(width: 1000, height: 700, format: .webp)
            let alices = try await upload(photo, as: alice.accessToken, calyx).created.body.json
            let bobs = try await upload(photo, as: bob.accessToken, calyx).created.body.json
            #expect(alices.id != bobs.id)
            #expect(alices.variants.thumb.url == bobs.variants.thumb.url, "identical bytes are stored once")
            // Answered with their thumbnails; counted once the larger sizes are written (a write in
            // progress holds a temporary file of its own).
            await MediaFinishing.shared.wait()
            #expect(mediaFiles(calyx).count == 6)

            // Bob cannot delete Alice's upload, and cannot tell it from a missing one.
            let stolen = try await calyx.client(token: bob.accessToken).deleteMedia(path: .init(mediaId: alices.id))
            guard case .default(statusCode: 404, _) = stolen else { Issue.record("expected 404, got \(stolen)"); return }

            _ = try await calyx.client(token: alice.accessToken).deleteMedia(path: .init(mediaId: alices.id)).noContent
            #expect(mediaFiles(calyx).count == 6, "Bob's upload still uses the files")
            #expect(try await calyx.raw.get(bobs.variants.large.url).status == .ok)

            _ = try await calyx.client(token: bob.accessToken).deleteMedia(path: .init(mediaId: bobs.id)).noContent
            #expect(mediaFiles(calyx).isEmpty)
            #expect(try await calyx.raw.get(bobs.variants.large.url).status == .notFound)
            let again = try await calyx.client(token: bob.accessToken).deleteMedia(path: .init(mediaId: bobs.id))
            guard case .default(statusCode: 404, _) = again else { Issue.record("expected 404, got \(again)"); return }
        }
    }

    @Test("concurrent uploads all finish, bounded by the processor")
    func concurrentUploads() async throws {
        try await CalyxHarness.run(environment: ["CALYX_MEDIA_UPLOAD_BURST": "50"]) { calyx in
            let alice = try await calyx.devSignIn("alice")
            var photos: [[UInt8]] = []
            for index in 0..<6 { photos.append(try await TestPhotos.make(width: 1200 + index * 16, height: 900, format: .jpeg)) }
            let images = try await withThrowingTaskGroup(of: Components.Schemas.MediaImage.self) { group in
                for photo in photos {
                    group.addTask { try await upload(photo, as: alice.accessToken, calyx).created.body.json }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(images.map(\.width)) == Set((0..<6).map { 1200 + $0 * 16 }))
            // Answered with their thumbnails; the larger sizes follow.
            await MediaFinishing.shared.wait()
            #expect(mediaFiles(calyx).count == 36)
        }
    }
}

extension Array where Element == UInt8 {
    init(buffer: ByteBuffer) {
        self = buffer.getBytes(at: buffer.readerIndex, length: buffer.readableBytes) ?? []
    }
}
