import NIOConcurrencyHelpers
import ServerKit

/// The one game a running Couples server builds, shared by its routes, its startup work and its
/// background services (push owns a connection the routes send through). Keyed by the database, so
/// an app value that serves twice (seeding, then serving) never reuses a game bound to a closed one.
final class CouplesRuntime: Sendable {
    private let built = NIOLockedValueBox<(database: ObjectIdentifier, game: CouplesGame)?>(nil)

    func game(for database: Database, orMake make: () throws -> CouplesGame) throws -> CouplesGame {
        try built.withLockedValue { built in
            if let built, built.database == ObjectIdentifier(database) { return built.game }
            let game = try make()
            built = (ObjectIdentifier(database), game)
            return game
        }
    }
}
