import Foundation
import ServerKit

/// The pair's encrypted photos and thumbnails as blobs: `photos/<pair>/<upload>-full` and
/// `-thumb`. The server cannot open them; it stores, serves and deletes them.
struct PhotoVault: Sendable {
    let store: any BlobStore

    enum Part: String, Sendable, CaseIterable {
        case full
        case thumb
    }

    static let folder = BlobName(["photos"])!

    static func name(pair: UUID, upload: UUID, _ part: Part) -> BlobName {
        BlobName(["photos", pair.uuidString.lowercased(), "\(upload.uuidString.lowercased())-\(part.rawValue)"])!
    }

    func put(_ envelope: (thumbnail: [UInt8], photo: [UInt8]), pair: UUID, upload: UUID) async throws {
        try await store.put(envelope.thumbnail, as: Self.name(pair: pair, upload: upload, .thumb))
        try await store.put(envelope.photo, as: Self.name(pair: pair, upload: upload, .full))
    }

    func get(pair: UUID, upload: UUID, _ part: Part) async throws -> [UInt8]? {
        try await store.get(Self.name(pair: pair, upload: upload, part))
    }

    func delete(pair: UUID, upload: UUID) async throws {
        for part in Part.allCases { try await store.delete(Self.name(pair: pair, upload: upload, part)) }
    }

    func deletePair(_ pair: UUID) async throws {
        try await store.deleteAll(under: BlobName(["photos", pair.uuidString.lowercased()])!)
    }

    /// Removes what no row refers to: folders of pairs that no longer exist (an unpair interrupted
    /// before its files went) and uploads replaced or abandoned by a crash between file and row.
    func sweep(livePairs: Set<UUID>, liveUploads: (UUID) async throws -> Set<UUID>) async throws -> Int {
        var removed = 0
        for folder in try await store.children(of: Self.folder) {
            guard let pair = UUID(uuidString: folder) else { continue }
            guard livePairs.contains(pair) else {
                try await deletePair(pair)
                removed += 1
                continue
            }
            let uploads = try await liveUploads(pair)
            let prefix = BlobName(["photos", folder])!
            for file in try await store.children(of: prefix) {
                let upload = file.split(separator: "-").dropLast().joined(separator: "-")
                guard let id = UUID(uuidString: upload), !uploads.contains(id) else { continue }
                try await store.delete(prefix.appending(file)!)
                removed += 1
            }
        }
        return removed
    }
}
