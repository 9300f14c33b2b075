import AsyncHTTPClient
import Foundation
import Identity
import Logging
import Mail
import Media
import NIOConcurrencyHelpers
import Push
import ServerKit

/// Everything one running Gifter server works with, built once from its environment: the stores, the
/// shipped data, the catalog copy and the concierge.
final class GifterService: Sendable {
    let database: Database
    let wallClock: any WallClock
    let logger: Logger
    let quiz: Quiz
    let words: ThreeWords
    let neverGiftRules: NeverGiftRules
    let collections: [EditorialCollection]
    let catalog: CatalogCache
    let concierge: any Concierge
    /// The built-in engine, for explaining one product (the concierge may wrap it).
    let builtIn: BuiltInConcierge
    let members: Members
    let profiles: GiftingProfiles
    let friends: Friends
    let invites: FriendInvites
    /// `GIFTER_PUBLIC_URL` (default `https://greenhouse.app`): where invite links point.
    let publicURL: String
    let wishlists: Wishlists
    let claims: Claims
    let ideas: GiftIdeas
    let occasions: Occasions
    let devices: PushDevices
    let push: PushService?
    /// Friend pushes waiting to go (quiet hours), sent by a scheduled job.
    let outbox: PushOutbox
    /// The KPIs' job (`kpi-daily`), scheduled with the others (`GifterJobs`).
    let kpis: KPIJob<GifterKPI>
    let mailer: ResetMailer
    let cursors: CursorCodec
    let library: MediaLibrary
    private let shelf = NIOLockedValueBox<CollectionShelf?>(nil)

    init(environment: AppEnvironment, concierge: (any Concierge)?, push: PushService?, mailer: ResetMailer) throws {
        database = environment.database
        wallClock = environment.wallClock
        logger = environment.logger
        kpis = GifterJobs.kpiJob(environment)
        quiz = try Quiz.shipped.get()
        words = try ThreeWords.shipped.get()
        neverGiftRules = try NeverGiftRules.shipped.get()
        collections = try CollectionShelf.shipped.get()
        library = MediaLibrary(
            database: database, store: MediaStorage.store(environment.configuration), processor: .shared,
            wallClock: wallClock, scope: "gifter"
        )
        catalog = CatalogCache(
            store: ProductStore(database: database, wallClock: wallClock), vocabulary: quiz.vocabulary, library: library,
            rates: try ExchangeRates(environment: environment.configuration.environment)
        )
        builtIn = BuiltInConcierge(quiz: quiz, words: words)
        if let concierge {
            self.concierge = concierge
        } else if let model = try LanguageModelConfiguration(environment: environment.configuration.environment) {
            // A language model may reword and read free text; the built-in engine still picks.
            self.concierge = LanguageModelConcierge(configuration: model, fallback: builtIn, httpClient: .shared, logger: environment.logger)
            environment.logger.info("concierge: built-in engine with a language model", metadata: ["model": "\(model.model)"])
        } else {
            self.concierge = builtIn
        }
        members = Members(database: database, wallClock: wallClock)
        profiles = GiftingProfiles(database: database, wallClock: wallClock)
        friends = Friends(database: database, wallClock: wallClock)
        invites = FriendInvites(database: database, wallClock: wallClock)
        publicURL = try PublicURL.read(environment.configuration.environment, variable: "GIFTER_PUBLIC_URL") ?? "https://greenhouse.app"
        wishlists = Wishlists(database: database, wallClock: wallClock)
        claims = Claims(database: database, wallClock: wallClock)
        ideas = GiftIdeas(database: database, wallClock: wallClock)
        occasions = Occasions(database: database, wallClock: wallClock)
        devices = PushDevices(database: database, clock: wallClock)
        self.push = push
        outbox = PushOutbox(database: database, push: push, logger: environment.logger, stillWanted: FriendPushes.stillWanted)
        self.mailer = mailer
        cursors = environment.cursors
    }

    var directory: PersonDirectory {
        PersonDirectory(
            members: members, profiles: profiles, friends: friends, wishlists: wishlists, claims: claims, ideas: ideas, quiz: quiz, words: words,
            neverGiftRules: neverGiftRules
        )
    }

    /// The collections over the current catalog, rebuilt when the catalog changes.
    func collectionShelf() async throws -> CollectionShelf {
        let index = try await catalog.index()
        if let shelf = shelf.withLockedValue({ $0 }), shelf.version == index.version { return shelf }
        let built = CollectionShelf(collections: collections, catalog: index)
        shelf.withLockedValue { $0 = built }
        return built
    }

    /// The reminder settings of `owner`, for planning their occasions.
    func reminderSettings(_ owner: UUID) async throws -> Occasions.ReminderSettings {
        let member = try await members.member(owner)
        return Occasions.ReminderSettings(
            timeZone: TimeZone(identifier: member.timeZone) ?? .gmt, weekBefore: member.remindWeekBefore, onTheDay: member.remindOnDay
        )
    }
}
