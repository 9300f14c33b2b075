import Tracing

/// One client span per SQL statement, made where every statement of `Database` runs (the SQLite pool and
/// session, the PostgreSQL connection).
///
/// It carries the statement's text as SQLKit wrote it, with `?`/`$1` where the values go, and never the
/// bound values: those are what people typed, searched for or own. Named `<verb> <table>`
/// (`SELECT flowers`), as OpenTelemetry's database conventions suggest, so a trace reads at a glance.
/// Made only inside a request's or a job run's span: statements outside both (a job's lease poll every
/// few seconds, `/ready`'s ping) would each be a trace of one span.
enum SQLSpan {
    enum System: String {
        case sqlite
        case postgresql
    }

    /// Long texts are batches (imports, seeding): the first part says what they are.
    static let longestRecordedText = 4096

    static func run<R>(_ sql: String, on system: System, _ body: () async throws -> R) async rethrows -> R {
        guard Spans.areOn else { return try await body() }
        let summary = SQLSummary(sql)
        return try await Spans.run(name(of: summary), ofKind: .client, underAParent: true) { attributes in
            attributes["db.system"] = system.rawValue
            attributes["db.system.name"] = system.rawValue
            attributes["db.query.text"] = recordedText(sql)
            attributes["db.operation.name"] = summary.verb
            attributes["db.collection.name"] = summary.table
        } _: { _ in
            try await body()
        }
    }

    static func name(of summary: SQLSummary) -> String {
        guard let verb = summary.verb else { return "SQL" }
        return summary.table.map { "\(verb) \($0)" } ?? verb
    }

    static func recordedText(_ sql: String) -> String {
        guard sql.utf8.count > longestRecordedText else { return sql }
        return String(decoding: sql.utf8.prefix(longestRecordedText), as: UTF8.self) + "…"
    }
}
