import AsyncHTTPClient
import Dispatch
import Foundation
import ServerKit

/// A Merchant Center product feed as a catalog source: a file or a URL, tab-separated or XML (told
/// apart by the first character), every item mapped. Reading and parsing run on a dispatch queue, off
/// Swift's cooperative pool: a feed of a hundred thousand items takes seconds of blocking work.
struct MerchantFeedImport: CatalogSource {
    enum Location: Sendable, Equatable {
        case file(URL)
        case web(URL)
    }

    let location: Location
    let mapper: MerchantFeedMapper
    let http: CatalogHTTP
    let wallClock: any WallClock
    /// One feed is one answer: far larger than a page of products.
    static let maximumFeedBytes = 512 << 20

    var source: String { mapper.source }

    /// `--merchant-feed`'s value: an http(s) URL, or a path to an existing file.
    static func location(_ text: String, option: String) throws -> Location {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("http://") || trimmed.lowercased().hasPrefix("https://") {
            return .web(try CatalogHTTP.httpURL(trimmed, option: option))
        }
        guard trimmed.contains("://") == false, !trimmed.isEmpty else { throw CatalogImportError.invalidURL(option: option, value: text) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CatalogImportError.feedUnreadable(location: trimmed, detail: "no such file")
        }
        return .file(URL(fileURLWithPath: trimmed))
    }

    /// The feed's source (and so its ids' prefix): `merchant:` with the URL's host and path, or the file's
    /// name, to read, and a digest of the whole location (the file's absolute path; the URL's scheme, host,
    /// port and path), so two feeds named alike never share a source and retire each other's products.
    static func sourceName(_ location: Location) -> String {
        switch location {
        case .web(let url):
            let host = (url.host ?? "").lowercased(), port = url.port.map { ":\($0)" } ?? ""
            return CatalogText.sourceName("merchant", host + url.path, location: (url.scheme ?? "").lowercased() + "://" + host + port + url.path)
        case .file(let url):
            let absolute = url.standardizedFileURL.resolvingSymlinksInPath().path
            return CatalogText.sourceName("merchant", url.lastPathComponent, location: absolute)
        }
    }

    var described: String {
        switch location {
        case .web(let url): url.absoluteString
        case .file(let url): url.path
        }
    }

    func read(progress: @escaping @Sendable (String) -> Void) async throws -> CatalogListing {
        let data: Data
        switch location {
        case .web(let url):
            data = try await http.get(url.absoluteString, headers: [], maximumBytes: Self.maximumFeedBytes).body
        case .file(let url):
            data = try await Self.offPool {
                do {
                    // Mapped, not copied: the parser streams through it.
                    return try Data(contentsOf: url, options: .alwaysMapped)
                } catch {
                    throw CatalogImportError.feedUnreadable(location: url.path, detail: "\(error.localizedDescription)")
                }
            }
        }
        progress("read the feed (\(data.count) bytes)")
        let now = wallClock.now()
        let (mapper, described) = (mapper, described)
        return try await Self.offPool {
            let items: [MerchantFeedItem]
            do {
                items = try Self.isXML(data) ? MerchantFeedXML.items(data) : MerchantFeedTSV.items(data)
            } catch let error as MerchantFeedError {
                throw CatalogImportError.notAFeed(location: described, detail: error.description)
            }
            var listing = CatalogListing()
            for item in items {
                switch mapper.map(item, now: now) {
                case .success(let (product, forSale)):
                    listing.products.append(product)
                    if !forSale { listing.unavailable.insert(product.id) }
                case .failure(let skip):
                    listing.skipped.append(skip)
                }
            }
            progress("read \(items.count) items")
            return listing
        }
    }

    /// The first character that is not whitespace (or a byte-order mark) opens an element.
    static func isXML(_ data: Data) -> Bool {
        for byte in data.prefix(1024) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0xEF, 0xBB, 0xBF: continue
            default: return byte == UInt8(ascii: "<")
            }
        }
        return false
    }

    /// Runs blocking work on a global dispatch queue and waits for it without holding a cooperative thread.
    static func offPool<R: Sendable>(_ work: @escaping @Sendable () throws -> R) async throws -> R {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(with: Result { try work() }) }
        }
    }
}
