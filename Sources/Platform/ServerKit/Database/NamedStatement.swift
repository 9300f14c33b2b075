import PostgresNIO

/// A statement run through PostgresNIO's prepared-statement path under a name chosen at run time.
///
/// PostgresNIO reads a prepared statement's name and SQL from static properties, made for statements
/// written out as types. Ours are SQLKit's, known only when a handler runs, so the name and text are
/// handed over in a task-local value around the one call that reads them (`execute` reads both before
/// it first suspends, and again only for an error's description within the same call).
struct NamedStatement: PostgresPreparedStatement {
    struct Text: Sendable {
        let name: String
        let sql: String
    }

    @TaskLocal static var current = Text(name: "", sql: "")

    static var name: String { current.name }
    static var sql: String { current.sql }

    typealias Row = PostgresRow

    let bindings: PostgresBindings

    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}
