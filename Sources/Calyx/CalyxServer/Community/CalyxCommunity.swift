import Foundation
import Logging
import Media
import ServerKit

/// Everything Calyx serves about people and what they say to each other, built once from the app's
/// database and configuration.
struct CalyxCommunity: Sendable {
    let people: People
    let profiles: Profiles
    let relations: Relations
    let follows: Follows
    let comments: Comments
    let threads: CommentThreads
    let pages: CommentPageCache
    let votes: CommentVotes
    let reports: CommentReports
    let suspensions: Suspensions
    let moderationLog: ModerationLog
    let moderationQueue: ModerationQueue
    let reactions: CollectionReactions
    let discovery: CollectionDiscovery
    let configuration: CommunityConfiguration
    /// Posting comments, per person.
    let postLimiter: RateLimiter
    let wallClock: any WallClock

    init(environment: AppEnvironment, media: MediaLibrary, catalog: CalyxCatalog) throws {
        let database = environment.database
        let clock = environment.wallClock
        let cursors = environment.cursors
        let notifications = NotificationRecorder(wallClock: clock)
        wallClock = clock
        configuration = try CommunityConfiguration(environment: environment.configuration.environment)
        people = People(database: database, media: media)
        relations = Relations(database: database, wallClock: clock, cursors: cursors)
        profiles = Profiles(database: database, people: people, relations: relations, settings: catalog.settings)
        follows = Follows(database: database, wallClock: clock, cursors: cursors, notifications: notifications)
        let moderator = try ModerationConfiguration(environment: environment.configuration.environment).makeModerator(logger: environment.logger)
        let versions = ConversationVersions()
        comments = Comments(database: database, wallClock: clock, moderator: moderator, versions: versions, notifications: notifications)
        threads = CommentThreads(database: database, cursors: cursors)
        pages = CommentPageCache(versions: versions, enabled: configuration.cachesCommentPages)
        votes = CommentVotes(database: database, wallClock: clock, versions: versions, notifications: notifications)
        reports = CommentReports(database: database, wallClock: clock, cursors: cursors, versions: versions)
        suspensions = Suspensions(database: database, wallClock: clock, versions: versions)
        moderationLog = ModerationLog(database: database)
        moderationQueue = ModerationQueue(database: database, reports: reports, log: moderationLog, suspensions: suspensions)
        reactions = CollectionReactions(database: database, wallClock: clock, cursors: cursors, notifications: notifications)
        discovery = CollectionDiscovery(database: database, cursors: cursors, collections: catalog.collections)
        postLimiter = RateLimiter(
            policy: configuration.commentRateLimit, clock: environment.clock, shared: environment.sharedRateLimits, name: "comments"
        )
    }

    /// Spends one of `author`'s comment posts; 429 with `Retry-After` when none is left.
    func admitComment(by author: UUID) async throws {
        if let seconds = await postLimiter.take("comments|\(author)").retryAfterSeconds {
            throw Problem.rateLimited(retryAfterSeconds: seconds)
        }
    }
}
