import Logging
import NIOCore
import NIOPosix
import SQLKit

/// What our `SQLDatabase`s share: they run statements from tasks, so SQLKit's future-based entry point
/// just starts one, on any event loop; statements are logged at `Database.queryLogLevel`.
protocol AsyncSQLDatabase: SQLDatabase {}

extension AsyncSQLDatabase {
    var eventLoop: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }
    var queryLogLevel: Logger.Level? { Database.queryLogLevel }

    func execute(sql query: any SQLKit.SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
    }
}
