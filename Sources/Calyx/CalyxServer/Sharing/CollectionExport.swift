import Foundation
import Media
import NIOCore
import ServerKit

/// `GET /collections/{id}/export.pdf`: the collection as a herbarium PDF, for whoever may see the
/// collection. Only its owner's copy carries their notes (the API shows notes to nobody else).
struct CollectionExport: Sendable {
    let lookup: ShareLookup

    /// Sheets in one document: a few hundred pages is what anyone prints, and it bounds the work.
    static let flowerLimit = 250

    struct Exported: Sendable {
        let pdf: [UInt8]
        let collectionName: String
    }

    /// Nil when `viewer` may not see the collection (or it does not exist).
    func pdf(_ id: UUID, viewer: UUID?) async throws -> Exported? {
        guard let shared = try await lookup.collection(id, viewer: viewer, flowerLimit: Self.flowerLimit) else { return nil }
        let collection = shared.collection
        let notes = viewer == collection.ownerID ? try await lookup.notes(of: collection.ownerID, on: shared.flowers) : [:]
        var sheets: [HerbariumPDF.Sheet] = []
        for flower in shared.flowers {
            sheets.append(HerbariumPDF.Sheet(
                commonName: flower.common_name, scientificName: flower.scientific_name, family: flower.family,
                notes: notes[flower.id] ?? "", picture: try await picture(flower.content_key)
            ))
        }
        var count = SharePages.flowerCount(collection.flowerCount)
        if collection.flowerCount > shared.flowers.count { count += " (the first \(shared.flowers.count) are printed here)" }
        let cover = HerbariumPDF.Cover(
            name: collection.name, description: collection.description, ownerName: shared.owner?.displayName ?? "",
            ownerUsername: shared.owner?.username, countLabel: count, picture: try await picture(shared.cover?.content)
        )
        let pdf = try await lookup.library.processor.perform { [sheets] in try HerbariumPDF.render(cover: cover, sheets: sheets) }
        return Exported(pdf: pdf, collectionName: collection.name)
    }

    /// `inline` with the collection's name as the file name: plain ASCII for old clients, UTF-8 (RFC 6266) for the rest.
    static func contentDisposition(name: String) -> String {
        // ASCII letters and digits kept; each run of anything else becomes one hyphen.
        let fallback = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-").prefix(60)
        let encoded = name.addingPercentEncoding(withAllowedCharacters: Self.attributeCharacters) ?? ""
        return "inline; filename=\"\(fallback.isEmpty ? "collection" : String(fallback)).pdf\"; filename*=UTF-8''\(encoded).pdf"
    }

    /// RFC 5987 `attr-char` less `!#$&+^`|`, which some clients mishandle: ASCII letters, digits, `-._~`.
    private static let attributeCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// The stored medium JPEG of a picture; nil when there is none (or its files are gone).
    private func picture(_ content: String?) async throws -> [UInt8]? {
        guard let content else { return nil }
        return try await lookup.library.store.get(MediaKey(content: content, variant: .medium), encoding: .jpeg).map { Array(buffer: $0) }
    }
}
