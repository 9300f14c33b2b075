import Foundation
import ServerKit
import SQLKit

/// Benchmark people: accounts named `<prefix><number>` (zero-padded to `digits`) that sign in through
/// the development sign-in with that name, as `POST /auth/dev {"name": …}` creates them.
struct SeededPeople: Sendable {
    let prefix: String
    let digits: Int
    /// Display names read "`displayPrefix` 12".
    let displayPrefix: String

    func name(_ index: Int) -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number
    }

    /// Writes the people `ids` (their index is their number), 200 per transaction.
    func insert(_ ids: [UUID], into database: Database, progress: (String) -> Void) async throws {
        progress("writing \(ids.count) people")
        let now = Date()
        try await database.writeInBatches(Array(ids.enumerated()), size: 200) { rows, db in
            let users = rows.map { index, id -> SQLQueryString in
                let display = "\(displayPrefix) \(index)"
                return "(\(bind: id), \(bind: name(index)), \(bind: name(index)), \(bind: display), \(bind: SearchKey.of(display)), \(bind: now), \(bind: now))"
            }
            try await db.raw("""
                INSERT INTO users (id, username, username_key, display_name, display_name_key, created_at, last_login_at) VALUES \(users.joined(separator: ", "))
                """).run()
            let identities = rows.map { index, id -> SQLQueryString in "('dev', \(bind: name(index)), \(bind: id), \(bind: now), \(bind: now))" }
            try await db.raw("INSERT INTO identities (method, subject, user_id, created_at, last_used_at) VALUES \(identities.joined(separator: ", "))").run()
        }
    }
}
