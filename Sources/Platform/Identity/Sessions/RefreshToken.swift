import ServerKit

/// Refresh tokens: shown to the client once, stored only as their SHA-256 (`RandomSecret`).
enum RefreshToken {
    static func generate() -> String { RandomSecret.generate() }

    static func hash(_ token: String) -> String { RandomSecret.hash(token) }
}
