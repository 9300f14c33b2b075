// libFuzzer entry: paging cursors as clients send them back (Sources/Platform/ServerKit/Paging/CursorCodec.swift,
// Base64URL.swift, ShownSet.swift). The first input byte picks what the rest is:
//   0   a `cursor` query parameter, decoded as every listing does (length, alphabet, base64url, seal, JSON);
//   1   a position's JSON, sealed here with the server's key, so the JSON decoding behind the seal is
//       reached too (what a cursor issued by an older server version or another listing holds);
//   2   a Bloom filter of shown items as a feed cursor carries it (`ShownSet(encoded:)`).
// Compiled into one module with those files and Problem.swift / Problem+Catalog.swift (see Fuzz/run.sh).
import Crypto
import Foundation

private let key = SymmetricKey(data: Data(repeating: 0x42, count: 32))
private let codec = CursorCodec(key: key)
private let scope = "fuzz:/listing?sort=new"

/// The shapes listings page by: a timestamp key with an id tie-break, a score, and a feed's places.
private struct KeysetPosition: Codable { var micros: Int64; var id: UUID }
private struct ScorePosition: Codable { var score: Double; var id: String; var tier: Int? }
private struct FeedPosition: Codable { var sources: [String: Int]; var shown: String; var offset: Int }

private func decodeAll(_ cursor: String) {
    if let position = try? codec.decode(cursor, as: KeysetPosition.self, scope: scope) { _ = position.micros }
    _ = try? codec.decode(cursor, as: ScorePosition.self, scope: scope)
    if let feed = try? codec.decode(cursor, as: FeedPosition.self, scope: scope), let shown = ShownSet(encoded: feed.shown) {
        _ = shown.contains(feed.shown)
    }
    _ = try? codec.decode(cursor, as: Int.self, scope: "another listing")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let rest = Array(bytes.dropFirst())
    switch bytes[0] % 3 {
    case 0:
        decodeAll(String(decoding: rest, as: UTF8.self))
    case 1:
        guard let sealed = try? ChaChaPoly.seal(rest, using: key, authenticating: Data(scope.utf8)) else { return 0 }
        let cursor = Base64URL.encode(sealed.combined)
        decodeAll(cursor)
    default:
        let text = String(decoding: rest, as: UTF8.self)
        if var shown = ShownSet(encoded: text) {
            _ = shown.contains(text)
            shown.insert(text)
            // What a cursor carries reads back as the same set.
            precondition(ShownSet(encoded: shown.encoded)?.encoded == shown.encoded)
        }
    }
    return 0
}

/// `FUZZ_WRITE_SEEDS=DIR` writes real cursors made by the codec (the seed corpus) and exits.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] else { return 0 }
    var shown = ShownSet()
    for id in ["flower:12", "person:7", "product:3"] { shown.insert(id) }
    let seeds: [(String, [UInt8])] = [
        ("keyset", [0] + Array(try! codec.encode(KeysetPosition(micros: 1_764_000_000_000_000, id: UUID(uuidString: "0F0E0D0C-0B0A-4908-8706-050403020100")!), scope: scope).utf8)),
        ("score", [0] + Array(try! codec.encode(ScorePosition(score: 12.5, id: "rosa-canina", tier: 2), scope: scope).utf8)),
        ("feed", [0] + Array(try! codec.encode(FeedPosition(sources: ["follow": 6, "taste": 3, "trending": 1], shown: shown.encoded, offset: 10), scope: scope).utf8)),
        ("other-scope", [0] + Array(try! codec.encode(KeysetPosition(micros: 0, id: UUID()), scope: "another listing").utf8)),
        ("payload-keyset", [1] + Array(#"{"micros":1764000000000000,"id":"0F0E0D0C-0B0A-4908-8706-050403020100"}"#.utf8)),
        ("payload-feed", [1] + Array(try! JSONEncoder().encode(FeedPosition(sources: ["follow": 6], shown: shown.encoded, offset: 20)))),
        ("shown", [2] + Array(shown.encoded.utf8)),
    ]
    for (name, bytes) in seeds {
        _ = FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data(bytes))
    }
    exit(0)
}
