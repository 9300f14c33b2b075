import Foundation

/// Where tokens survive app launches: the Keychain on iOS (in the UI layer), a file or memory elsewhere.
public protocol TokenStore: Sendable {
    func load() async throws -> AuthTokens?
    func save(_ tokens: AuthTokens) async throws
    func clear() async throws
}

/// Tokens in memory only: gone when the process ends. For tests and previews.
public actor InMemoryTokenStore: TokenStore {
    private var tokens: AuthTokens?

    public init(_ tokens: AuthTokens? = nil) {
        self.tokens = tokens
    }

    public func load() -> AuthTokens? { tokens }
    public func save(_ tokens: AuthTokens) { self.tokens = tokens }
    public func clear() { tokens = nil }
}

/// Tokens in a JSON file readable by its owner only, replaced atomically so a crash never leaves half
/// a file. For command-line tools and Linux; the iOS apps use the Keychain.
public struct FileTokenStore: TokenStore {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() async throws -> AuthTokens? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(AuthTokens.self, from: Data(contentsOf: url))
    }

    public func save(_ tokens: AuthTokens) async throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: try JSONEncoder().encode(tokens), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        // rename(2) replaces the old file in one step, whether or not it exists.
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    public func clear() async throws {
        if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }
}
