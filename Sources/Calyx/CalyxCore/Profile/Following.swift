import CalyxAPI

/// Follow or unfollow someone from any list of people (Explore, followers, likes): one call, the
/// screens keep their own optimistic flip and put it back when this throws.
enum Following {
    static func set(_ follow: Bool, personID: String, api: any APIProtocol) async throws {
        if follow {
            _ = try await api.followUser(path: .init(userId: personID)).ok
        } else {
            _ = try await api.unfollowUser(path: .init(userId: personID)).ok
        }
    }
}
