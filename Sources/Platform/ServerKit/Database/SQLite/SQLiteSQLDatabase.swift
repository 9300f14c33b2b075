import GRDB
import Logging
import SQLKit

/// What ServerKit's two SQLite `SQLDatabase`s (the pool's and a held session's) share: SQLite's dialect,
/// and a statement turned into its SQL text and bound values, logged at the query level.
protocol SQLiteSQLDatabase: AsyncSQLDatabase {}

extension SQLiteSQLDatabase {
    var dialect: any SQLDialect { SQLiteDialect() }

    func prepared(_ query: any SQLKit.SQLExpression) throws -> (sql: String, arguments: StatementArguments) {
        let (sql, binds) = serialize(query)
        logger.log(level: Database.queryLogLevel, "\(sql)")
        return (sql, try SQLiteBinds.values(binds))
    }
}
