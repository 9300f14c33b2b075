import Foundation

/// Counts, never content: how often Dandelion was opened and how often something was let go, and how.
/// Shown to the person in Settings; sent nowhere.
public struct UsageStats: Codable, Sendable, Equatable {
    public var sessions = 0
    public var releases = 0
    public var blowReleases = 0
    public var swipeReleases = 0
    public var firstUse: Date?
    public var lastRelease: Date?

    public init() {}

    public enum ReleaseMethod: String, Sendable, Codable {
        case blow, swipe
    }

    public mutating func recordSession(at date: Date) {
        sessions += 1
        if firstUse == nil { firstUse = date }
    }

    public mutating func recordRelease(_ method: ReleaseMethod, at date: Date) {
        releases += 1
        switch method {
        case .blow: blowReleases += 1
        case .swipe: swipeReleases += 1
        }
        lastRelease = date
    }

    static let storageKey = "usage"

    static func load(from store: any KeyValueStore) -> UsageStats {
        store.value(UsageStats.self, forKey: storageKey) ?? UsageStats()
    }

    func save(to store: any KeyValueStore) {
        store.setValue(self, forKey: Self.storageKey)
    }
}
